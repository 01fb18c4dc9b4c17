import { apiRequestEnvelope } from '../../../lib/api-client';
import { type CaptchaAnswer, captchaHeaders } from './types';

/** The SMS code, sent as form data `{ phone, countryCode }` (spec section 7). Answers the message. */
export async function sendSmsCode(phone: string, countryCode: string, captcha?: CaptchaAnswer): Promise<string> {
  const answer = await apiRequestEnvelope<null>('/api/front/login/sendCode', {
    method: 'POST',
    body: new URLSearchParams({ phone, countryCode }),
    headers: captchaHeaders(captcha),
  });
  return answer.message;
}
