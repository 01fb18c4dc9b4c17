import { apiRequestEnvelope } from '../../../lib/api-client';
import type { CaptchaAnswer } from '../../../lib/captcha';

/**
 * Changes the password with the current one, or sets the first one with the code sent to the account's phone or
 * email (`captcha`, audit AN9); other sessions end. Answers the server's message.
 */
export async function changePassword(body: { oldPassword?: string; newPassword: string; captcha?: string }) {
  return (await apiRequestEnvelope<null>('/api/front/user/password', { method: 'POST', body })).message;
}

/** Sends the code that sets a first password to the account's phone (or email); answers where it went. */
export async function sendPasswordCode(answer?: CaptchaAnswer): Promise<{ sentTo: string }> {
  const res = await apiRequestEnvelope<{ sentTo: string }>('/api/front/user/password/code', {
    method: 'POST',
    body: answer ?? {},
  });
  return res.data;
}
