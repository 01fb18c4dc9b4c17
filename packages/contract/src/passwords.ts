import { validationMessages } from './auth';

// The most common passwords of public breach lists that would otherwise pass the length and mix rules.
const COMMON = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwerty123',
  'qwerty12',
  'abc12345',
  'abcd1234',
  'a1234567',
  '1q2w3e4r',
  '1qaz2wsx',
  'iloveyou1',
  'welcome1',
  'welcome123',
  'admin123',
  'letmein1',
  'monkey123',
  'dragon123',
  'football1',
  'baseball1',
  'sunshine1',
  'princess1',
  'trustno1',
  'qwertyui1',
  'zaq12wsx',
  'asdf1234',
  'test1234',
  'changeme1',
  'shopping1',
  'mall12345',
  'user12345',
]);

/**
 * The rule for a new password; answers the message key of the first rule broken, or null. "8 to 64 characters with
 * letters and digits", as the message says (audit FN5): letters of any script (a Thai or Lao password is one), digits
 * of any script, and the length in characters (code points: an emoji is one, not two UTF-16 units).
 */
export function passwordProblem(password: string): 'emptyPassword' | 'weakPassword' | 'commonPassword' | null {
  if (!password) return 'emptyPassword';
  const length = [...password].length;
  if (length < 8 || length > 64) return 'weakPassword';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'weakPassword';
  if (COMMON.has(password.toLowerCase())) return 'commonPassword';
  return null;
}

export function passwordMessage(password: string): string | null {
  const problem = passwordProblem(password);
  return problem ? validationMessages[problem] : null;
}
