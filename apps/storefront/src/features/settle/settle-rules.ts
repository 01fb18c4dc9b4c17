import {
  CODE_PATTERN,
  charCount,
  EMAIL_PATTERN,
  isPhoneNumber,
  OTHER_LOCALES,
  QUALIFICATION_PICTURES_MAX,
  SETTLE_NAME_MAX,
  SETTLE_REAL_NAME_MAX,
  SHOP_NAME_MAX,
  type ShopNames,
} from '@mall/contract';

/** What the form holds; ids are 0 until chosen. */
export interface SettleDraft {
  name: string;
  /** The shop's name in the other languages, optional (decision 0056); empty ones are left out of the payload. */
  names: ShopNames;
  realName: string;
  phone: string;
  email: string;
  captcha: string;
  categoryId: number;
  typeId: number;
  qualificationPictures: string[];
  agreement: boolean;
}

export type SettleField = keyof SettleDraft;

/** Fields in the order of the form; the first with a problem gets the focus. */
export const SETTLE_FIELDS: SettleField[] = [
  'name',
  'names',
  'realName',
  'phone',
  'email',
  'captcha',
  'categoryId',
  'typeId',
  'qualificationPictures',
  'agreement',
];

export const emptyDraft = (): SettleDraft => ({
  name: '',
  names: {},
  realName: '',
  phone: '',
  email: '',
  captcha: '',
  categoryId: 0,
  typeId: 0,
  qualificationPictures: [],
  agreement: false,
});

/** The email rule alone (the send-code button needs it): a catalogue key, or null. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return 'emailEmpty';
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : 'correctEmail';
}

/**
 * Spec section 5 for the merchant application, the same rules as the contract's SettleApplySchema (a test holds
 * them together). Answers each failing field's catalogue key: the frame's shared keys for phone, email and code,
 * `settle.rules.*` for the rest.
 */
export function settleProblems(d: SettleDraft): Partial<Record<SettleField, string>> {
  const problems: Partial<Record<SettleField, string>> = {};
  const name = d.name.trim();
  if (!name) problems.name = 'settle.rules.nameEmpty';
  else if (name.length > SETTLE_NAME_MAX) problems.name = 'settle.rules.nameLong';
  // Counted as the server counts them (characters a reader sees), each at most a shop name's bound.
  if (OTHER_LOCALES.some((code) => charCount(d.names[code]?.trim() ?? '') > SHOP_NAME_MAX)) {
    problems.names = 'settle.rules.namesLong';
  }
  const realName = d.realName.trim();
  if (!realName) problems.realName = 'settle.rules.realNameEmpty';
  else if (realName.length > SETTLE_REAL_NAME_MAX) problems.realName = 'settle.rules.realNameLong';
  const phone = d.phone.trim();
  if (!phone) problems.phone = 'emptyPhone';
  else if (!isPhoneNumber(phone)) problems.phone = 'correctPhone';
  const email = emailProblem(d.email);
  if (email) problems.email = email;
  const code = d.captcha.trim();
  if (!code) problems.captcha = 'emptyCaptche';
  else if (code.length > 12 || !CODE_PATTERN.test(code)) problems.captcha = 'correctCaptche';
  if (!d.categoryId) problems.categoryId = 'settle.rules.categoryEmpty';
  if (!d.typeId) problems.typeId = 'settle.rules.typeEmpty';
  if (d.qualificationPictures.length === 0) problems.qualificationPictures = 'settle.rules.picturesEmpty';
  else if (d.qualificationPictures.length > QUALIFICATION_PICTURES_MAX) {
    problems.qualificationPictures = 'settle.rules.picturesMax';
  }
  if (!d.agreement) problems.agreement = 'settle.rules.agreement';
  return problems;
}

/** The payload of the apply call: trimmed texts, as the server stores them. */
export function toPayload(d: SettleDraft) {
  return {
    name: d.name.trim(),
    names: Object.fromEntries(
      OTHER_LOCALES.flatMap((code) => (d.names[code]?.trim() ? [[code, d.names[code].trim()]] : [])),
    ) as ShopNames,
    realName: d.realName.trim(),
    phone: d.phone.trim(),
    email: d.email.trim(),
    captcha: d.captcha.trim(),
    categoryId: d.categoryId,
    typeId: d.typeId,
    qualificationPictures: d.qualificationPictures,
    agreement: true as const,
  };
}
