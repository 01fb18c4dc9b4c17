import type { UserInfo } from '@mall/contract';
import { apiGet, apiPost } from './api-client';
import { clearToken, hasToken, setToken, userStore } from './auth-token';
import { currentLanguage } from './i18n';
import { holdRequestsUntil, markSessionEndedAtStart } from './session-gate';

let signedOutOnPurpose = false;

/** Whether the last sign-out was the shopper's own (guards then send them home rather than to the login page). */
export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

/**
 * Fetches the signed-in user into the store; a failed call leaves it empty (a session answer ends the session). An
 * account whose stored language is not the page's takes the page's, as the language switch does: the mails sent to
 * it later are written in the language the shopper uses (audit FZ1). One call only when they differ.
 */
export async function loadUser(): Promise<UserInfo | null> {
  const user = await apiGet<UserInfo>('/api/front/user/info', undefined, { silent: true }).catch(() => null);
  if (hasToken()) userStore.set(user);
  const language = currentLanguage();
  if (user && hasToken() && user.locale !== language) {
    apiPost('/api/front/user/locale', { locale: language }, { silent: true }).catch(() => {});
  }
  return user;
}

/** Spec section 4: login sets the token, then fetches the user. */
export async function completeSignIn(token: string): Promise<void> {
  signedOutOnPurpose = false;
  setToken(token);
  await loadUser();
}

/**
 * Layout start: `token/is/exist`; a falsy answer or a failure removes the token and clears the login flag, silently.
 * Every other call waits until this check has finished (session-gate.ts), so none goes out with a dead token.
 */
export async function checkSession(): Promise<void> {
  if (!hasToken()) return;
  const live = apiPost<boolean>('/api/front/login/token/is/exist', undefined, {
    silent: true,
    beforeSessionCheck: true,
  })
    .catch(() => false)
    .then((answer) => {
      if (answer !== true) {
        clearToken();
        markSessionEndedAtStart();
      }
      return answer === true;
    });
  holdRequestsUntil(live);
  if (await live) await loadUser();
}

/**
 * Signs out: the server call first (its failure is ignored), then the token, the user and all of local storage go.
 * The caller resets the cart count and returns home.
 */
export async function logout(): Promise<void> {
  await apiGet('/api/front/login/logout', undefined, { silent: true }).catch(() => undefined);
  signedOutOnPurpose = true;
  clearToken();
  try {
    localStorage.clear();
  } catch {
    // Nothing stored that we could clear.
  }
}
