import { describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

describe('cookies on a page served over plain http (a local shop)', () => {
  it('writes the token cookie without Secure, which such a page could not keep', () => {
    const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      setter.call(this, value);
    });
    setCookie('auth._token.local', 'Bearer abc', 604800);
    expect(spy.mock.calls[0]?.[0]).toBe('auth._token.local=Bearer%20abc; path=/; max-age=604800; SameSite=Lax');
    spy.mockRestore();
    expect(getCookie('auth._token.local')).toBe('Bearer abc');
    removeCookie('auth._token.local');
    expect(getCookie('auth._token.local')).toBeUndefined();
  });
});
