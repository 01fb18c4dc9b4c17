import type { TokenAnswerSchema } from '@mall/contract';
import type { Infer } from '../../../lib/infer';

/** What every sign-in and registration call answers: `{ token, … }`. */
export type TokenAnswer = Infer<typeof TokenAnswerSchema>;

export { type CaptchaAnswer, captchaHeaders } from '../../../lib/captcha';
