import { z } from 'zod';

/**
 * Phone numbers as people write them (issue 22): "+66 81 234 5678", "081-234-5678", "(02) 123 4567", "0066 81 …".
 * Spaces, dashes, dots, slashes and parentheses are dropped, a leading 00 is a +; what is stored is the normalised
 * form: digits, with a leading + and dial code when one was typed. Every field where a phone is typed uses this.
 */

/** The countries' dial codes (the address data's, modules/addresses/geo-data): prefix-free, so a number splits. */
const DIAL_CODE_TEXT =
  '1 20 211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 238 ' +
  '239 240 241 242 243 244 245 246 248 249 250 251 252 253 254 255 256 257 258 260 261 262 263 264 265 ' +
  '266 267 268 269 27 290 291 297 298 299 30 31 32 33 34 350 351 352 353 354 355 356 357 358 359 36 370 ' +
  '371 372 373 374 375 376 377 378 380 381 382 383 385 386 387 389 39 40 41 420 421 423 43 44 45 46 47 ' +
  '48 49 500 501 502 503 504 505 506 507 508 509 51 52 53 54 55 56 57 58 590 591 592 593 594 595 596 ' +
  '597 598 599 60 61 62 63 64 65 66 670 672 673 674 675 676 677 678 679 680 681 682 683 685 686 687 688 ' +
  '689 690 691 692 7 81 82 84 850 852 853 855 856 86 880 886 90 91 92 93 94 95 960 961 962 963 964 965 ' +
  '966 967 968 970 971 972 973 974 975 976 977 98 992 993 994 995 996 998';
export const DIAL_CODES: ReadonlySet<string> = new Set(DIAL_CODE_TEXT.split(' ').map((code) => `+${code}`));

/** A normalised phone: 5 to 15 digits, a leading + when it carries its dial code. */
export const PHONE_NUMBER = /^\+?\d{5,15}$/;

/** The phone's digits without what people write around them; "00" before the dial code becomes "+". */
export function normalisePhone(text: string): string {
  let value = text.trim();
  // "+44 (0)20 …": the trunk zero in parentheses is not dialled from abroad.
  if (/^(\+|00)/.test(value)) value = value.replace(/\(0\)/g, '');
  value = value.replace(/[\s\u00a0\-.()/]/g, '');
  return value.startsWith('00') ? `+${value.slice(2)}` : value;
}

/** Whether a typed phone is a phone number once normalised. */
export const isPhoneNumber = (text: string) => PHONE_NUMBER.test(normalisePhone(text));

/** "+66812345678" is dial code "+66" and number "812345678"; null without a + or with an unknown dial code. */
export function splitDialCode(phone: string): { dialCode: string; number: string } | null {
  if (!phone.startsWith('+')) return null;
  for (let length = 2; length <= 5; length++) {
    const code = phone.slice(0, length);
    if (DIAL_CODES.has(code)) return { dialCode: code, number: phone.slice(length) };
  }
  return null;
}

/** A phone typed as people write it, stored normalised. */
export const phoneNumberSchema = (message: string) =>
  z.string({ error: message }).transform(normalisePhone).pipe(z.string().min(1, message).regex(PHONE_NUMBER, message));

export const PHONE_DIAL_CODE_MESSAGE = 'Choose a country code';

/**
 * For forms with a dial code of their own beside the phone (addresses, sign-in, registration): a dial code typed in
 * the phone ("+66 81 234 5678") is the one that counts, and the phone keeps the national number.
 */
export function withDialCode<T extends { phone: string; countryCode: string }>(value: T, ctx: z.RefinementCtx): T {
  if (!value.phone.startsWith('+')) return value;
  const split = splitDialCode(value.phone);
  if (!split || split.number.length < 4) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_DIAL_CODE_MESSAGE });
    return value;
  }
  return { ...value, countryCode: split.dialCode, phone: split.number };
}
