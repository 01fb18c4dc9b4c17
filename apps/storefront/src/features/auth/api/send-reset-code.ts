import { apiRequestEnvelope } from '../../../lib/api-client';
import { type CaptchaAnswer, captchaHeaders } from './types';

/** Forgot password: sends the reset code; the body is the bare email string. Answers the message. */
export async function sendResetCode(email: string, captcha?: CaptchaAnswer): Promise<string> {
  const answer = await apiRequestEnvelope<null>('/api/front/login/email/forget/password', {
    method: 'POST',
    body: email,
    headers: captchaHeaders(captcha),
  });
  return answer.message;
}
