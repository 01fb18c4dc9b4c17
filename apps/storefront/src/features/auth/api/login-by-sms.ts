import { apiPost } from '../../../lib/api-client';
import type { TokenAnswer } from './types';

/** SMS quick sign-in: phone and the code it received. */
export function loginBySms(body: { phone: string; captcha: string; countryCode: string }) {
  return apiPost<TokenAnswer>('/api/front/login/mobile/captcha', body);
}
