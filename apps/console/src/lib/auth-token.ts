import type { UserInfo } from '@mall/contract';
import { getCookie, removeCookie, setCookie } from './cookies';
import { createStore, useStore } from './store';

/**
 * The console keeps its own session, apart from the storefront's `auth._token.local`: signing in or out of one does
 * not touch the other, and a shop owner may shop under another account in the same browser.
 */
export const CONSOLE_TOKEN_COOKIE = 'console_token';
const MAX_AGE = 604_800;

export const tokenStore = createStore<string | undefined>(getCookie(CONSOLE_TOKEN_COOKIE) || undefined);
/** The signed-in user (`GET /api/front/user/info`); null while unknown or signed out. */
export const userStore = createStore<UserInfo | null>(null);

export function readToken(): string | undefined {
  return tokenStore.get();
}

export function setToken(token: string): void {
  setCookie(CONSOLE_TOKEN_COOKIE, token, MAX_AGE);
  tokenStore.set(token);
}

export function clearToken(): void {
  removeCookie(CONSOLE_TOKEN_COOKIE);
  tokenStore.set(undefined);
  userStore.set(null);
}

export function useToken(): string | undefined {
  return useStore(tokenStore);
}

export function useUser(): UserInfo | null {
  return useStore(userStore);
}
