import { apiRequestEnvelope } from '../../../lib/api-client';
import { type CaptchaAnswer, captchaHeaders } from './types';

/** The registration code; the body is the address itself as a JSON string (spec section 7). Answers the message. */
export async function sendEmailCode(email: string, captcha?: CaptchaAnswer): Promise<string> {
  const answer = await apiRequestEnvelope<null>('/api/front/login/email/captcha', {
    method: 'POST',
    body: email,
    headers: captchaHeaders(captcha),
  });
  return answer.message;
}
