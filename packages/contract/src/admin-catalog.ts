import { z } from 'zod';
import {
  AdminNameSchema,
  AdminSortSchema,
  adminMessages,
  adminText,
  OptionalAdminImageSchema,
  type TranslatedNames,
  TranslatedNamesSchema,
} from './admin';
import { EditVersionField, VersionAnswerSchema } from './edits';
import { IdSchema, MAX_ID } from './ids';
import { LOCALES } from './locales';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/** The platform's catalogue setup (/api/admin): platform categories, merchant types and categories, hot keywords. */

const m = adminMessages;

// ---- platform categories ----

export type AdminCategory = {
  id: number;
  pid: number;
  name: string;
  names: TranslatedNames;
  icon: string;
  sort: number;
  visible: boolean;
  /** Products filed directly under it. */
  productCount: number;
  /** What an edit sends back as `version` (edits.ts, audit FR5). */
  version: number;
  childList?: AdminCategory[];
};
export const AdminCategorySchema: z.ZodType<AdminCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    name: z.string(),
    names: TranslatedNamesSchema,
    icon: z.string(),
    sort: z.number().int(),
    visible: z.boolean(),
    productCount: z.number().int(),
    version: VersionAnswerSchema,
    childList: z.array(AdminCategorySchema).optional(),
  }),
) as z.ZodType<AdminCategory>;

export const CategoryEditSchema = z.strictObject({
  /** 0 for a top category, else the id of its top category (two levels). */
  pid: z.number().int().min(0).max(MAX_ID),
  name: AdminNameSchema,
  names: TranslatedNamesSchema.default({}),
  icon: OptionalAdminImageSchema.default(''),
  sort: AdminSortSchema.default(0),
  visible: z.boolean().default(true),
  /** The version the form loaded (edits.ts): checked when an edit sends it, ignored when creating (audit FR5, FX2). */
  ...EditVersionField,
});
export type CategoryEdit = z.infer<typeof CategoryEditSchema>;

// ---- merchant types and merchant categories ----

export const AdminMerchantTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: TranslatedNamesSchema,
  info: z.string(),
  sort: z.number().int(),
  merchantCount: z.number().int(),
});
export const MerchantTypeEditSchema = z.strictObject({
  name: AdminNameSchema,
  names: TranslatedNamesSchema.default({}),
  info: adminText(200, m.infoLong).default(''),
  sort: AdminSortSchema.default(0),
});
export type MerchantTypeEdit = z.infer<typeof MerchantTypeEditSchema>;

/** A percentage from 0 to 100 with up to two decimals, as text ("5", "2.5", "0.60"). */
export const HandlingFeeSchema = z
  .string({ error: m.handlingFee })
  .trim()
  .regex(/^\d{1,3}(?:\.\d{1,2})?$/, m.handlingFee)
  .refine((v) => Number(v) <= 100, m.handlingFee);

export const AdminMerchantCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: TranslatedNamesSchema,
  handlingFee: z.string(),
  sort: z.number().int(),
  merchantCount: z.number().int(),
});
export const MerchantCategoryEditSchema = z.strictObject({
  name: AdminNameSchema,
  names: TranslatedNamesSchema.default({}),
  handlingFee: HandlingFeeSchema,
  sort: AdminSortSchema.default(0),
});
export type MerchantCategoryEdit = z.infer<typeof MerchantCategoryEditSchema>;

// ---- hot keywords ----

export const HOT_KEYWORDS_MAX = 50;
/** A keyword's language: its readers see it before the keywords for every language (`null`). */
const KeywordLocaleSchema = z
  .enum(LOCALES, { error: 'Choose one of the storefront languages, or every language' })
  .nullable();
export const AdminKeywordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  locale: KeywordLocaleSchema,
  sort: z.number().int(),
  /** What an edit sends back as `version` (edits.ts, audit FR5). */
  version: VersionAnswerSchema,
});
export type AdminKeyword = z.infer<typeof AdminKeywordSchema>;
export const KeywordEditSchema = z.strictObject({
  title: readable(
    maxChars(z.string({ error: m.keywordEmpty }).trim().min(1, m.keywordEmpty), 30, m.keywordLong),
    m.keywordEmpty,
  ),
  locale: KeywordLocaleSchema.default(null),
  sort: AdminSortSchema.default(0),
  /** The version the form loaded (edits.ts): checked when an edit sends it, ignored when creating (audit FR5, FX2). */
  ...EditVersionField,
});
export type KeywordEdit = z.infer<typeof KeywordEditSchema>;
/** The keywords in their new order: each id gets its position as its order. */
export const KeywordOrderSchema = z.strictObject({
  ids: z
    .array(IdSchema)
    .min(1)
    .max(HOT_KEYWORDS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, m.twice),
});
