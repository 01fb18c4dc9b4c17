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

/**
 * The dial codes of the countries whose numbers are dialled at home with a trunk "0" that is not part of the
 * international number ("081-234-5678" in Thailand is +66 81 234 5678, "020 5555 1234" in Laos is +856 20 5555 1234):
 * libphonenumber's national prefix "0". Left out on purpose: countries where a leading 0 belongs to the number
 * (Italy +39, San Marino +378, Côte d'Ivoire +225, Benin +229, Congo +242, Gabon +241) and those without a trunk
 * prefix; NANP (+1), Russia and Kazakhstan (+7) and Hungary (+36) have other prefixes (nationalNumber).
 */
const TRUNK_ZERO_TEXT =
  '20 211 212 213 218 231 232 233 234 243 249 250 251 252 254 255 256 260 261 262 263 264 265 27 291 31 32 33 ' +
  '353 355 358 359 373 374 377 380 381 382 383 385 386 387 389 40 41 421 43 44 46 49 508 51 53 54 55 57 58 590 ' +
  '591 593 594 595 596 598 60 61 62 63 64 66 81 82 84 850 855 856 86 880 886 90 91 92 93 94 95 961 962 963 964 ' +
  '966 967 970 971 972 976 977 98 994 995 996';
const TRUNK_ZERO: ReadonlySet<string> = new Set(TRUNK_ZERO_TEXT.split(' ').map((code) => `+${code}`));

/**
 * The number as dialled from abroad after `dialCode`: a national trunk prefix typed before it is dropped, so
 * "081-234-5678" with +66 and "+66 81 234 5678" are one number (audit AN4). Only a prefix the country uses, and only
 * when a number long enough is left.
 */
export function nationalNumber(dialCode: string, number: string): string {
  if (dialCode === '+1') return /^1\d{10}$/.test(number) ? number.slice(1) : number;
  if (dialCode === '+7') return /^8\d{10}$/.test(number) ? number.slice(1) : number;
  if (dialCode === '+36') return /^06\d{8,9}$/.test(number) ? number.slice(2) : number;
  return TRUNK_ZERO.has(dialCode) && /^0\d{4,}$/.test(number) ? number.slice(1) : number;
}

/** A normalised phone: 5 to 15 digits, a leading + when it carries its dial code. */
export const PHONE_NUMBER = /^\+?\d{5,15}$/;

/**
 * The phone's digits without what people write around them; "00" before the dial code becomes "+", and a trunk
 * prefix typed after the dial code ("+66 0812345678") is dropped.
 */
export function normalisePhone(text: string): string {
  let value = text.trim();
  // "+44 (0)20 …": the trunk zero in parentheses is not dialled from abroad.
  if (/^(\+|00)/.test(value)) value = value.replace(/\(0\)/g, '');
  value = value.replace(/[\s\u00a0\-.()/]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  const split = splitDialCode(value);
  return split ? `${split.dialCode}${nationalNumber(split.dialCode, split.number)}` : value;
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
 * the phone ("+66 81 234 5678") is the one that counts, and the phone keeps the national number, without the trunk
 * prefix people type at home ("081-234-5678" with +66 is 812345678: one account, one SMS target, audit AN4).
 */
export function withDialCode<T extends { phone: string; countryCode: string }>(value: T, ctx: z.RefinementCtx): T {
  if (!value.phone.startsWith('+')) return { ...value, phone: nationalNumber(value.countryCode, value.phone) };
  const split = splitDialCode(value.phone);
  if (!split || split.number.length < 4) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_DIAL_CODE_MESSAGE });
    return value;
  }
  return { ...value, countryCode: split.dialCode, phone: split.number };
}
