import { apiPost } from '../../../lib/api-client';
import type { CaptchaAnswer, TokenAnswer } from './types';

/** Phone and password; `countryCode` carries its '+' (spec section 7). */
export function loginByPhone(body: { countryCode: string; phone: string; password: string } & Partial<CaptchaAnswer>) {
  return apiPost<TokenAnswer>('/api/front/login/mobile/password', body);
}
