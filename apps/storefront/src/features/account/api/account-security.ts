import type { AccountSession } from '@mall/contract';
import { apiGet, apiRequestEnvelope } from '../../../lib/api-client';
import type { CaptchaAnswer } from '../../../lib/captcha';

/**
 * The account page's own doors (audit AN8). A change of e-mail or phone, and closing, carry the owner's proof: the
 * password, or the code sent to the account's own phone or e-mail (`proofCode`). Each answers the server's message.
 */
export type Proof = { password?: string; proofCode?: string };

const post = async <T = null>(path: string, body?: unknown) =>
  apiRequestEnvelope<T>(path, { method: 'POST', body: body ?? {} });

/** Sends the code that proves the owner to the account's phone (or e-mail); answers where it went. */
export async function sendProofCode(answer?: CaptchaAnswer): Promise<{ sentTo: string }> {
  return (await post<{ sentTo: string }>('/api/front/user/proof/code', answer ?? {})).data;
}

export async function sendEmailCode(email: string, answer?: CaptchaAnswer): Promise<string> {
  return (await post('/api/front/user/email/code', { email, ...answer })).message;
}

export async function changeEmail(body: Proof & { email: string; captcha: string }): Promise<string> {
  return (await post('/api/front/user/email', body)).message;
}

/** The SMS code to a new phone; the picture challenge always goes with it. */
export async function sendPhoneCode(phone: { countryCode: string; phone: string }, answer: CaptchaAnswer) {
  return (await post('/api/front/user/phone/code', { ...phone, ...answer })).message;
}

export async function changePhone(
  body: Proof & { countryCode: string; phone: string; captcha: string },
): Promise<string> {
  return (await post('/api/front/user/phone', body)).message;
}

export function getSessions(): Promise<AccountSession[]> {
  return apiGet<AccountSession[]>('/api/front/user/sessions');
}

export async function endSession(id: number): Promise<string> {
  return (await post(`/api/front/user/sessions/${id}/end`)).message;
}

export async function endOtherSessions(): Promise<string> {
  return (await post('/api/front/user/sessions/end-others')).message;
}

export async function closeAccount(proof: Proof): Promise<string> {
  return (await post('/api/front/user/close', proof)).message;
}
