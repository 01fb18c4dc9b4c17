import { apiPost } from '../../../lib/api-client';
import type { CaptchaAnswer, TokenAnswer } from './types';

export function loginByEmail(body: { email: string; password: string } & Partial<CaptchaAnswer>) {
  return apiPost<TokenAnswer>('/api/front/login/email', body);
}
