// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

/** The strings the storefront writes to `document.cookie` (attributes are not readable back). */
function written(act: () => void): string[] {
  const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    setter.call(this, value);
  });
  act();
  const strings = spy.mock.calls.map(([value]) => value);
  spy.mockRestore();
  return strings;
}

describe('cookies on a page served over https (audit AG1)', () => {
  afterEach(() => removeCookie('auth._token.local'));

  it('writes the sign-in token cookie Secure, and it is kept and read back', () => {
    expect(window.location.protocol).toBe('https:');
    const [line] = written(() => setCookie('auth._token.local', 'Bearer abc', 604800));
    expect(line).toBe('auth._token.local=Bearer%20abc; path=/; max-age=604800; SameSite=Lax; Secure');
    expect(getCookie('auth._token.local')).toBe('Bearer abc');
  });

  it('removes it with the same attributes', () => {
    setCookie('auth._token.local', 'Bearer abc', 604800);
    const [line] = written(() => removeCookie('auth._token.local'));
    expect(line).toBe('auth._token.local=; path=/; max-age=0; SameSite=Lax; Secure');
    expect(getCookie('auth._token.local')).toBeUndefined();
  });
});
