import { CODE_PATTERN, EMAIL_PATTERN, isPhoneNumber, PASSWORD_MAX, passwordProblem } from '@mall/contract';

/**
 * The rules of spec section 5, taken from `@mall/contract` so the dialog refuses exactly what the server refuses.
 * Each check answers the catalogue key of its message (shown as a toast), or null.
 */
export type Problem =
  | 'emailEmpty'
  | 'correctEmail'
  | 'emptyPhone'
  | 'correctPhone'
  | 'emptyPassword'
  | 'weakPassword'
  | 'commonPassword'
  | 'againPassword'
  | 'diffPassword'
  | 'agreement'
  | 'emptyCaptche'
  | 'correctCaptche'
  | 'login.captchaEmpty'
  | 'longPassword';

export function checkEmail(value: string): Problem | null {
  const email = value.trim();
  if (!email) return 'emailEmpty';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'correctEmail';
  return null;
}

export function checkPhone(value: string): Problem | null {
  const phone = value.trim();
  if (!phone) return 'emptyPhone';
  // As people write it: spaces, dashes, parentheses and a leading dial code are fine (contract phones.ts).
  return isPhoneNumber(phone) ? null : 'correctPhone';
}

/** A password given to sign in: anything non-empty, up to the longest a sign-in takes. */
export function checkPassword(value: string): Problem | null {
  if (!value) return 'emptyPassword';
  return value.length > PASSWORD_MAX ? 'longPassword' : null;
}

/** A password being chosen (registration, reset, change): the server's length, mix and common-password rules. */
export function checkNewPassword(value: string): Problem | null {
  return passwordProblem(value);
}

export function checkRepeat(password: string, repeat: string): Problem | null {
  if (!repeat) return 'againPassword';
  return password === repeat ? null : 'diffPassword';
}

/** An SMS or email code: non-empty, letters, digits or underscore only. */
export function checkCode(value: string): Problem | null {
  const code = value.trim();
  if (!code) return 'emptyCaptche';
  return code.length <= 12 && CODE_PATTERN.test(code) ? null : 'correctCaptche';
}

export function checkAgreement(agreed: boolean): Problem | null {
  return agreed ? null : 'agreement';
}

/** The first problem of a form, checked top to bottom. */
export function firstProblem(...problems: Array<Problem | null>): Problem | null {
  return problems.find((problem) => problem !== null) ?? null;
}
