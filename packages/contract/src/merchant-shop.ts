import { z } from 'zod';
import { OTHER_LOCALES } from './admin';
import { EMAIL_PATTERN } from './auth';
import { MAX_ID } from './ids';
import { LOCALES, type Locale } from './locales';
import { MerchantImageSchema, merchantMessages, OptionalMerchantImageSchema } from './merchant';
import { normalisePhone } from './phones';
import { OPTIONAL_BLANK_TEXT, readable } from './readable-text';
import { ShopChangeSchema, ShopNamesSchema } from './settle';
import { maxChars } from './text-length';

/** The shop itself (/api/merchant/shop, /api/merchant/categories): profile, customer-service config, own categories. */

const m = merchantMessages;

const PhoneTextSchema = z
  .string()
  .trim()
  .max(30, m.phone)
  // As people write it (spaces, dashes, parentheses, a dial code), stored normalised (phones.ts).
  .transform(normalisePhone)
  .pipe(z.string().regex(/^(?:\+?\d{3,20})?$/, m.phone));

export const SHOP_SERVICE_TYPES = ['h5', 'message', 'phone', 'email'] as const;
/** The field each service type (same order) needs filled in. */
const SERVICE_FIELDS = ['serviceLink', 'serviceMessage', 'servicePhone', 'serviceEmail'] as const;
const serviceFieldMessages = {
  serviceLink: m.serviceLink,
  serviceMessage: m.serviceMessage,
  servicePhone: m.servicePhone,
  serviceEmail: m.serviceEmail,
} as const;
export const ShopServiceSchema = z
  .strictObject({
    serviceType: z.enum(SHOP_SERVICE_TYPES),
    serviceLink: z
      .string()
      .trim()
      .max(300, m.url)
      .regex(/^(?:https?:\/\/\S+)?$/, m.url),
    // Shown to every shopper who opens the shop's service entry (audit W2).
    serviceMessage: readable(maxChars(z.string().trim(), 200, m.shortTextLong), OPTIONAL_BLANK_TEXT, { lines: true }),
    servicePhone: PhoneTextSchema,
    serviceEmail: z
      .string()
      .trim()
      .max(100, m.email)
      .regex(new RegExp(`^$|${EMAIL_PATTERN.source}`), m.email),
  })
  .superRefine((s, ctx) => {
    const field = SERVICE_FIELDS[SHOP_SERVICE_TYPES.indexOf(s.serviceType)] ?? 'serviceLink';
    if (!s[field]) ctx.addIssue({ code: 'custom', path: [field], message: serviceFieldMessages[field] });
  });
export type ShopService = z.infer<typeof ShopServiceSchema>;

/**
 * A shop's own text (a category's name, its intro, its service promise) in other languages, as a product's name is
 * translated (audit DS6): bounded as the original field, '' or left out shows the original to readers of that
 * language. The server keeps only the languages given, tags dropped (shop-texts.ts).
 */
export const shopTextTranslations = (max: number, long: string, opts: { lines?: boolean } = {}) =>
  z.partialRecord(z.enum(LOCALES), readable(maxChars(z.string().trim(), max, long), OPTIONAL_BLANK_TEXT, opts));
/** A shop's own text per language, as stored and as its console edits it (only the languages given). */
export type ShopTextTranslations = Partial<Record<Locale, string>>;
const ShopTextTranslationsSchema = z.partialRecord(z.enum(LOCALES), z.string());

export const ShopProfileInputSchema = z.strictObject({
  // Counted in characters as the reader sees them (audit FO7): a Thai name of 49 letters with their marks is 62 units.
  name: readable(maxChars(z.string().trim().min(1, m.shopName), 60, m.shopName), m.shopName),
  /**
   * The name in the storefront's other languages (decision 0056): reviewed with the name (a change request carries
   * them) and live on approval; left out: unchanged.
   */
  names: ShopNamesSchema.optional(),
  avatar: OptionalMerchantImageSchema,
  banner: OptionalMerchantImageSchema,
  intro: readable(maxChars(z.string().trim(), 500, m.textLong), m.textLong, { lines: true }),
  /** The intro in other languages (audit DS6); left out: unchanged. */
  intros: shopTextTranslations(500, m.textLong, { lines: true }).optional(),
  address: readable(maxChars(z.string().trim(), 200, m.shortTextLong), m.shortTextLong),
  phone: PhoneTextSchema,
  openingHours: readable(maxChars(z.string().trim(), 100, m.openingHoursLong), m.openingHoursLong),
  /** The shop's IANA time zone (its spreadsheets' times); left out: unchanged. */
  timeZone: z
    .string()
    .trim()
    .max(64, m.timeZone)
    .refine((zone) => isTimeZone(zone), m.timeZone)
    .optional(),
  /** The short service promise shown on the shop page. */
  serviceText: readable(maxChars(z.string().trim(), 200, m.shortTextLong), m.shortTextLong, { lines: true }).default(
    '',
  ),
  /** The service promise in other languages (audit DS6); left out: unchanged. */
  serviceTexts: shopTextTranslations(200, m.shortTextLong, { lines: true }).optional(),
  /**
   * The pictures the shop chooses to show on its qualification page: none at first, since an applicant's licence and
   * ID stay private (decision 0046), so a shop that has published none still saves the rest of its profile.
   */
  qualificationPictures: z.array(MerchantImageSchema).max(10, m.qualificationsCount),
  service: ShopServiceSchema,
});
export type ShopProfileInput = z.infer<typeof ShopProfileInputSchema>;

export const ShopProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The live name in the other languages (only those given). */
  names: z.partialRecord(z.enum(OTHER_LOCALES), z.string()),
  avatar: z.string(),
  banner: z.string(),
  intro: z.string(),
  /** The intro in other languages (only those given). */
  intros: ShopTextTranslationsSchema,
  address: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  timeZone: z.string(),
  serviceText: z.string(),
  /** The service promise in other languages (only those given). */
  serviceTexts: ShopTextTranslationsSchema,
  qualificationPictures: z.array(z.string()),
  service: z.object({
    serviceType: z.enum(SHOP_SERVICE_TYPES),
    serviceLink: z.string(),
    serviceMessage: z.string(),
    servicePhone: z.string(),
    serviceEmail: z.string(),
  }),
  isSelf: z.boolean(),
  /** The shop's average service score, one decimal; null while it has no review ("no ratings yet", audit DS3). */
  rating: z.number().nullable(),
  followerCount: z.number().int(),
  typeName: z.string(),
  categoryName: z.string(),
  joinTime: z.string(),
  /** The latest review of a new name or new qualification pictures (pending, approved or rejected), if any. */
  change: ShopChangeSchema.nullable(),
  /** While the platform keeps the shop suspended: since when and why (audit AW3); null while it is open. */
  suspension: z.object({ since: z.string(), reason: z.string() }).nullable(),
});
export type ShopProfile = z.infer<typeof ShopProfileSchema>;

export const ShopCategoryInputSchema = z.strictObject({
  name: readable(maxChars(z.string().trim().min(1, m.categoryName), 30, m.categoryName), m.categoryName),
  /** The name in other languages; left out: unchanged. */
  names: shopTextTranslations(30, m.categoryName).optional(),
  /** 0 for a top category, else a top category of the same shop. */
  parentId: z.number().int().min(0).max(MAX_ID).default(0),
  sort: z.number().int(m.sort).min(0, m.sort).max(9999, m.sort).default(0),
});
export type ShopCategoryInput = z.infer<typeof ShopCategoryInputSchema>;

export type ShopCategoryNode = {
  id: number;
  parentId: number;
  name: string;
  /** The name in other languages (only those given). */
  names: ShopTextTranslations;
  sort: number;
  productCount: number;
  children: ShopCategoryNode[];
};
export const ShopCategoryNodeSchema: z.ZodType<ShopCategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int(),
    name: z.string(),
    names: ShopTextTranslationsSchema,
    sort: z.number().int(),
    productCount: z.number().int(),
    children: z.array(ShopCategoryNodeSchema),
  }),
);

/** True for a time zone the runtime knows ("Asia/Bangkok", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zones a shop picks from first (its markets); any other valid IANA name is accepted too. */
export const SHOP_TIME_ZONES = [
  'UTC',
  'Asia/Shanghai',
  'Asia/Bangkok',
  'Asia/Vientiane',
  'Europe/Paris',
  'Europe/Madrid',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
] as const;
