import { afterEach, describe, expect, it } from 'vitest';
import { setCookie } from './cookies';
import { initialLocale } from './i18n';

// A staff member's mail links to the console in the mail's language (audit GM F7): `/console/?lang=th#/merchant/…`.
describe('the language a link asks for', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the console’s at start, and leaves the address with the page kept', () => {
    setCookie('console_locale', 'fr', 3600);
    window.history.replaceState(null, '', '/console/?lang=th#/merchant/orders?status=to_ship');
    expect(initialLocale()).toBe('th');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/console/');
    expect(window.location.hash).toBe('#/merchant/orders?status=to_ship');
    // Reloaded (or no link at all): the language chosen before.
    expect(initialLocale()).toBe('fr');
  });

  it('one of no language of the console is dropped, and the one chosen before stays', () => {
    setCookie('console_locale', 'lo', 3600);
    window.history.replaceState(null, '', '/console/?lang=de#/platform/dashboard');
    expect(initialLocale()).toBe('lo');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/platform/dashboard');
  });
});
