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

/**
 * Called when the account this page speaks for changes: signed out, or another token taken (audit CI9: on a shared
 * computer the next person must not see the previous person's notices, cart or chats from the page's caches).
 */
const accountListeners = new Set<() => void>();
export function onAccountChange(listener: () => void): () => void {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}
function accountChanged(before: string | undefined): void {
  if (before === readAuthorization()) return;
  for (const listener of accountListeners) listener();
}

export function setToken(token: string): void {
  const before = readAuthorization();
  setCookie(TOKEN_COOKIE, `Bearer ${token}`, TOKEN_MAX_AGE);
  accountChanged(before);
  loggedInStore.set(true);
}

export function clearToken(): void {
  const before = readAuthorization();
  removeCookie(TOKEN_COOKIE);
  accountChanged(before);
  loggedInStore.set(false);
  userStore.set(null);
}

export function useSignedIn(): boolean {
  return useStore(loggedInStore);
}

export function useUser(): UserInfo | null {
  return useStore(userStore);
}
