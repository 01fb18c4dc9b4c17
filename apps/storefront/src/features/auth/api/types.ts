import type { TokenAnswerSchema } from '@mall/contract';
import type { Infer } from '../../../lib/infer';

/** What every sign-in and registration call answers: `{ token, … }`. */
export type TokenAnswer = Infer<typeof TokenAnswerSchema>;

/** The answer to a picture challenge (spec section 5 captcha), sent only once the server asked for one. */
export interface CaptchaAnswer {
  imageKey: string;
  imageCode: string;
}

/** Code-sending calls carry the challenge in headers: the email calls' body is a bare string. */
export function captchaHeaders(answer?: CaptchaAnswer): Record<string, string> | undefined {
  return answer ? { 'X-Captcha-Key': answer.imageKey, 'X-Captcha-Code': answer.imageCode } : undefined;
}
