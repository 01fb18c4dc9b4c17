import { z } from 'zod';
import type { Locale } from './locales';
import { readable } from './readable-text';
import { maxChars } from './text-length';
import { UPLOAD_OR_STOCK_PATTERN } from './uploads';

/**
 * The platform console's calls (/api/admin, API.md section E), split by domain: merchants (admin-merchants.ts),
 * categories, merchant types and categories, hot keywords (admin-catalog.ts), home content (admin-home.ts), store
 * settings (admin-settings.ts), users and the outbox (admin-users.ts). This file holds the messages and the form
 * pieces they share. The console's forms and the server share these schemas; the server answers 400 with the English
 * text of the first failing field.
 */
export const adminMessages = {
  nameEmpty: 'Fill in the name',
  nameLong: 'The name must be at most 50 characters',
  translationLong: 'A translated name must be at most 50 characters',
  infoLong: 'The description must be at most 200 characters',
  image: 'Upload the picture through the console',
  imageEmpty: 'Upload a picture',
  link: 'A link starts with / (a page of the shop) or with http:// or https://',
  handlingFee: 'The handling fee is a percentage from 0 to 100 with at most two decimals',
  sort: 'The order is a whole number from 0 to 9999',
  keywordEmpty: 'Fill in the keyword',
  keywordLong: 'A keyword must be at most 30 characters',
  titleLong: 'The title must be at most 100 characters',
  bannerLines: 'A banner text has at most two lines: the headline and the subline',
  headlineLong: 'The headline must be at most 40 characters',
  sublineLong: 'The subline must be at most 60 characters',
  introLong: 'The introduction must be at most 200 characters',
  time: 'Choose a valid time',
  timeOrder: 'The end time must be after the start time',
  tooManyProducts: 'Choose at most 200 products',
  twice: 'The same item appears twice',
  currency: 'The currency symbol has 1 to 5 characters',
  textBlank: 'Write something that shows, or leave it empty',
  url: 'The address must start with http:// or https://',
  phone: 'A phone number has at most 30 digits, spaces, dashes or a leading +',
  email: 'Fill in the correct email address',
  textLong: 'The text must be at most 200 characters',
  serviceLink: 'The h5 service type needs a link',
  serviceMessage: 'The message service type needs a message',
  servicePhone: 'The phone service type needs a phone number',
  serviceEmail: 'The email service type needs an email address',
  earnRate: 'Points per dollar is a number from 0 to 100 with at most two decimals',
  frozenDays: 'Frozen days are a whole number from 0 to 365',
  pointsValue: 'Points per dollar of deduction are a whole number from 1 to 100000',
  maxShare: 'The share points may pay is a whole percentage from 0 to 100',
  afterSalesDays: 'After-sales days are a whole number from 0 to 90',
  // The mall charges in MALL_CURRENCY (money.ts): a symbol of another currency would show prices it does not charge.
  currencyUnknown: 'The mall charges in US dollars: use $, US$ or USD as its symbol',
} as const;
const m = adminMessages;

/** Pictures the console may point at: uploads (modules/uploads) and the demo pictures of the seed. */
export const ADMIN_IMAGE_PATTERN = UPLOAD_OR_STOCK_PATTERN;
export const AdminImageSchema = z
  .string({ error: m.imageEmpty })
  .min(1, m.imageEmpty)
  .max(200, m.image)
  .regex(ADMIN_IMAGE_PATTERN, m.image);
/** A picture that may be left empty (''). */
export const OptionalAdminImageSchema = z.union([z.literal(''), AdminImageSchema], { error: m.image });

/** A storefront path (`/goods_detail/12`, not `//host`) or an outside address; '' for none. */
export const ADMIN_LINK_PATTERN = /^(?:\/(?!\/)[^\s]*|https?:\/\/[^\s]+)?$/;
export const AdminLinkSchema = z.string().trim().max(500, m.link).regex(ADMIN_LINK_PATTERN, m.link);

export const AdminSortSchema = z.number({ error: m.sort }).int(m.sort).min(0, m.sort).max(9999, m.sort);

/** Names and texts shoppers read are held to the readable rule as the shops' are (audit M1). */
export const AdminNameSchema = readable(
  maxChars(z.string({ error: m.nameEmpty }).trim().min(1, m.nameEmpty), 50, m.nameLong),
  m.nameEmpty,
);
/** An optional text shoppers read ('' for none), held to the readable rule; `lines` where line breaks are words. */
export const adminText = (max: number, long: string, opts: { lines?: boolean } = {}) =>
  readable(maxChars(z.string().trim(), max, long), m.textBlank, opts);

/** Names in the storefront's other languages (the English one is `name`); an empty text falls back to English. */
export const OTHER_LOCALES = ['zh-CN', 'fr', 'th', 'lo', 'es'] as const satisfies readonly Exclude<Locale, 'en'>[];
export const TranslatedNamesSchema = z.partialRecord(
  z.enum(OTHER_LOCALES),
  readable(maxChars(z.string().trim(), 50, m.translationLong), m.textBlank),
);
export type TranslatedNames = z.infer<typeof TranslatedNamesSchema>;
