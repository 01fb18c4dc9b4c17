import { apiPost } from '../../../lib/api-client';
import { type CaptchaAnswer, captchaHeaders } from '../../../lib/captcha';

/**
 * Sends a six-digit code to the application's email; answers the server's message. After three codes from one
 * address the server asks for the picture challenge (422), whose answer goes in headers as the sign-in codes' does.
 */
export function sendSettleCode(email: string, captcha?: CaptchaAnswer): Promise<null> {
  const headers = captchaHeaders(captcha);
  return apiPost<null>('/api/front/merchant/settled/captcha', { email }, headers ? { headers } : {});
}
