import type { UserInfo } from '@mall/contract';
import { apiGet, apiPost, apiRequestEnvelope } from './api-client';
import { clearToken, readToken, setToken, userStore } from './auth-token';
import { currentLanguage } from './i18n';

export type ConsoleRole = 'merchant' | 'admin';

/** The consoles this user may open, from `scope` of user/info (API.md A). */
export function rolesOf(user: UserInfo | null): ConsoleRole[] {
  if (!user) return [];
  return (['merchant', 'admin'] as const).filter((role) => user.scope.includes(role));
}

/**
 * Fetches the signed-in user into the store. An account whose stored language is not the console's takes the
 * console's, as the language switch does: staff read their alerts' mails in the language they work in (audit FZ1).
 * One call only when they differ.
 */
export async function loadUser(): Promise<UserInfo | null> {
  if (!readToken()) return null;
  const user = await apiGet<UserInfo>('/api/front/user/info', undefined, { silent: true }).catch(() => null);
  if (readToken()) userStore.set(user);
  const language = currentLanguage();
  if (user && readToken() && user.locale !== language) {
    apiPost('/api/front/user/locale', { locale: language }, { silent: true }).catch(() => {});
  }
  return user;
}

export type SignInInput = { email: string; password: string; imageKey?: string; imageCode?: string };
export type PhonePasswordInput = {
  countryCode: string;
  phone: string;
  password: string;
  imageKey?: string;
  imageCode?: string;
};
export type PhoneCodeInput = { countryCode: string; phone: string; code: string };

async function begin(path: string, body: unknown): Promise<UserInfo | null> {
  const answer = await apiPost<{ token: string }>(path, body, { silent: true });
  setToken(answer.token);
  return loadUser();
}

/** Email and password sign-in (the storefront's call); the console then reads who signed in. */
export function signIn(input: SignInInput): Promise<UserInfo | null> {
  return begin('/api/front/login/email', input);
}

/**
 * Phone and password, the storefront's call: an owner whose account was made by SMS has no e-mail (audit AN12).
 * `countryCode` carries its '+'.
 */
export function signInByPhone(input: PhonePasswordInput): Promise<UserInfo | null> {
  return begin('/api/front/login/mobile/password', input);
}

/** Phone and the code sent to it by SMS (`sendSmsCode`). */
export function signInBySms({ countryCode, phone, code }: PhoneCodeInput): Promise<UserInfo | null> {
  // The console signs in the accounts that exist; the storefront's call would register an unknown number (CE7).
  return begin('/api/front/login/mobile/captcha', { countryCode, phone, captcha: code, existingOnly: true });
}

/** Sends the sign-in code by SMS; every code needs the picture challenge (headers). Answers the server's message. */
export async function sendSmsCode(
  countryCode: string,
  phone: string,
  challenge: { imageKey: string; imageCode: string },
): Promise<string> {
  const answer = await apiRequestEnvelope<null>('/api/front/login/sendCode', {
    method: 'POST',
    body: { countryCode, phone },
    headers: { 'X-Captcha-Key': challenge.imageKey, 'X-Captcha-Code': challenge.imageCode },
    silent: true,
  });
  return answer.message;
}

/** The dial codes the shop texts (login/method/info `smsCountries`): the phone sign-in offers only these (AN11). */
export async function smsCountries(): Promise<string[]> {
  const methods = await apiGet<{ smsCountries?: string[] }>('/api/front/login/method/info', undefined, {
    silent: true,
  });
  return methods.smsCountries ?? [];
}

/** Ends the console's session on the server (a failure is ignored) and forgets it here. */
export async function signOut(): Promise<void> {
  await apiGet('/api/front/login/logout', undefined, { silent: true }).catch(() => undefined);
  clearToken();
}
