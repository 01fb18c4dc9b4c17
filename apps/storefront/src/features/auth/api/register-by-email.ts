import { apiPost } from '../../../lib/api-client';
import type { TokenAnswer } from './types';

export function registerByEmail(body: { email: string; captcha: string; password: string }) {
  return apiPost<TokenAnswer>('/api/front/login/register/email', body);
}
