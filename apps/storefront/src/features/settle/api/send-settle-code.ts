import { apiPost } from '../../../lib/api-client';

/** Sends a six-digit code to the application's email; answers the server's message. */
export function sendSettleCode(email: string): Promise<null> {
  return apiPost<null>('/api/front/merchant/settled/captcha', { email });
}
