import { apiPost } from '../../../lib/api-client';
import type { TokenAnswer } from './types';

export function registerByPhone(body: { countryCode: string; captcha: string; phone: string; password: string }) {
  return apiPost<TokenAnswer>('/api/front/login/register/mobile', body);
}
