import { apiGet } from './api-client';

/** A picture challenge: `image` is a data URL; the answer goes back with `key`. */
export interface Captcha {
  key: string;
  image: string;
}

export function getCaptcha(): Promise<Captcha> {
  return apiGet<Captcha>('/api/front/captcha');
}

/** The answer to a picture challenge (spec section 5 captcha), sent only once the server asked for one. */
export interface CaptchaAnswer {
  imageKey: string;
  imageCode: string;
}

/** Code-sending calls carry the challenge in headers: the email calls' body is a bare string. */
export function captchaHeaders(answer?: CaptchaAnswer): Record<string, string> | undefined {
  return answer ? { 'X-Captcha-Key': answer.imageKey, 'X-Captcha-Code': answer.imageCode } : undefined;
}

/** The server asks for the picture challenge with this code (and its message). */
export const CAPTCHA_REQUIRED = 422;
