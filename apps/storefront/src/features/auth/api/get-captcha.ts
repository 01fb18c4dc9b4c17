import { apiGet } from '../../../lib/api-client';

/** A picture challenge: `image` is a data URL; the answer goes back with `key`. */
export interface Captcha {
  key: string;
  image: string;
}

export function getCaptcha(): Promise<Captcha> {
  return apiGet<Captcha>('/api/front/captcha');
}
