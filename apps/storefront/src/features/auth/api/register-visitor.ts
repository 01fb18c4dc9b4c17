import { apiPost } from '../../../lib/api-client';
import type { TokenAnswer } from './types';

/** Guest (tourist) entry: a valid email; the phone is sent too, possibly empty. */
export function registerVisitor(body: { countryCode: string; email: string; phone: string }) {
  return apiPost<TokenAnswer>('/api/front/login/register/visitor', body);
}
