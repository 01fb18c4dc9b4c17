import { getCookie, removeCookie } from './cookies';
import { createStore, useStore } from './store';

/** Cookie holding `Bearer <token>` (DESIGN.md section 3). */
export const TOKEN_COOKIE = 'auth._token.local';

/** Bumped whenever the token cookie is removed, so components re-read the signed-in state. */
const tokenVersion = createStore(0);

export function readAuthorization(): string | undefined {
  const value = getCookie(TOKEN_COOKIE);
  return value && value !== 'false' ? value : undefined;
}

export function hasToken(): boolean {
  return readAuthorization() !== undefined;
}

export function clearToken(): void {
  removeCookie(TOKEN_COOKIE);
  tokenVersion.set((version) => version + 1);
}

export function useSignedIn(): boolean {
  useStore(tokenVersion);
  return hasToken();
}
