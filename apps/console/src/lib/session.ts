import type { UserInfo } from '@mall/contract';
import { apiGet, apiPost } from './api-client';
import { clearToken, readToken, setToken, userStore } from './auth-token';

export type ConsoleRole = 'merchant' | 'admin';

/** The consoles this user may open, from `scope` of user/info (API.md A). */
export function rolesOf(user: UserInfo | null): ConsoleRole[] {
  if (!user) return [];
  return (['merchant', 'admin'] as const).filter((role) => user.scope.includes(role));
}

export async function loadUser(): Promise<UserInfo | null> {
  if (!readToken()) return null;
  const user = await apiGet<UserInfo>('/api/front/user/info', undefined, { silent: true }).catch(() => null);
  if (readToken()) userStore.set(user);
  return user;
}

export type SignInInput = { email: string; password: string; imageKey?: string; imageCode?: string };

/** Email and password sign-in (the storefront's call); the console then reads who signed in. */
export async function signIn(input: SignInInput): Promise<UserInfo | null> {
  const answer = await apiPost<{ token: string }>('/api/front/login/email', input, { silent: true });
  setToken(answer.token);
  return loadUser();
}

/** Ends the console's session on the server (a failure is ignored) and forgets it here. */
export async function signOut(): Promise<void> {
  await apiGet('/api/front/login/logout', undefined, { silent: true }).catch(() => undefined);
  clearToken();
}
