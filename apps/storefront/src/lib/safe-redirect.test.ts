import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from './safe-redirect';

describe('safe redirect after sign-in (spec section 4)', () => {
  it.each([
    '/',
    '/users/user_info',
    '/fr/users/order_list?orderStatus=1&menuCur=20',
    '/goods/goods_search?title=a:b',
    '/goods_detail/12#reviews',
  ])('restores the in-app path %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['an empty value', ''],
    ['no value', null],
    ['a number', 42],
    ['a relative path without /', 'users/user_info'],
    ['a protocol-relative address', '//evil.example/x'],
    ['slashes after the first', '///evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['a scheme after a slash', '/javascript:alert(1)'],
    ['a backslash', '/\\evil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded address', '%2F%2Fevil.example'],
    ['a control character', '/\t/evil.example'],
    ['a bad escape', '/%E0%A4%A'],
  ])('refuses %s', (_, path) => {
    expect(isSafeRedirect(path)).toBe(false);
    expect(safeRedirect(path)).toBeNull();
  });
});
