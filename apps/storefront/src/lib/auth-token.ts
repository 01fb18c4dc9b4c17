import type { UserInfo } from '@mall/contract';
import { getCookie, removeCookie, setCookie } from './cookies';
import { createStore, useStore } from './store';

/** Cookie holding `Bearer <token>` (spec sections 7 and 9: prefix `auth.`, strategy `local`, 7 days, path /). */
export const TOKEN_COOKIE = 'auth._token.local';
export const TOKEN_MAX_AGE = 604_800;

export function readAuthorization(): string | undefined {
  const value = getCookie(TOKEN_COOKIE);
  return value && value !== 'false' ? value : undefined;
}

export function hasToken(): boolean {
  return readAuthorization() !== undefined;
}

/** The login flag of spec section 4: true while a token is held. Components re-render when it changes. */
export const loggedInStore = createStore(hasToken());

/** The signed-in user (`GET /api/front/user/info`), null while unknown or signed out. */
export const userStore = createStore<UserInfo | null>(null);

export function setToken(token: string): void {
  setCookie(TOKEN_COOKIE, `Bearer ${token}`, TOKEN_MAX_AGE);
  loggedInStore.set(true);
}

export function clearToken(): void {
  removeCookie(TOKEN_COOKIE);
  loggedInStore.set(false);
  userStore.set(null);
}

export function useSignedIn(): boolean {
  return useStore(loggedInStore);
}

export function useUser(): UserInfo | null {
  return useStore(userStore);
}
