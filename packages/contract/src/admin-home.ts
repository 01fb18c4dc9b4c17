import { z } from 'zod';
import {
  AdminImageSchema,
  AdminLinkSchema,
  AdminNameSchema,
  AdminSortSchema,
  adminMessages,
  adminText,
  OTHER_LOCALES,
  TranslatedNamesSchema,
} from './admin';
import { MERCHANT_STATUSES } from './admin-merchants';
import { MoneySchema } from './catalog';
import { EditVersionField, VersionAnswerSchema } from './edits';
import { PagingQuerySchema } from './envelope';
import { IdQuerySchema, IdSchema } from './ids';
import { CONTROL_TEXT, holdsControl, STACKED_MARKS_TEXT, showsSomething, stacksMarks } from './readable-text';
import { charCount, maxChars } from './text-length';

/** The home page's content as the platform sets it (/api/admin): banners, recommended products, activities. */

const m = adminMessages;

export const BANNERS_MAX = 20;
export const BANNER_HEADLINE_MAX = 40;
export const BANNER_SUBLINE_MAX = 60;

/**
 * The words the storefront draws over a banner's picture: a headline and, after a line break, an optional subline
 * ("Autumn Sale\nUp to 50% off"). Lines are trimmed and empty ones dropped; '' draws nothing.
 */
export const BannerTextSchema = maxChars(z.string(), 200, m.textLong) // in characters seen, as its lines (audit FR10)
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  )
  .refine((text) => text === '' || showsSomething(text), m.textBlank)
  .refine((text) => !holdsControl(text, true), CONTROL_TEXT)
  .refine((text) => !stacksMarks(text), STACKED_MARKS_TEXT)
  .refine((text) => text.split('\n').length <= 2, m.bannerLines)
  .refine((text) => charCount(text.split('\n')[0] ?? '') <= BANNER_HEADLINE_MAX, m.headlineLong)
  .refine((text) => charCount(text.split('\n')[1] ?? '') <= BANNER_SUBLINE_MAX, m.sublineLong);

/** The banner's text in the storefront's other languages (the English one is `title`); an empty one shows `title`. */
export const BannerTextsSchema = z.partialRecord(z.enum(OTHER_LOCALES), BannerTextSchema);
export type BannerTexts = z.infer<typeof BannerTextsSchema>;

export const AdminBannerSchema = z.object({
  id: z.number().int(),
  /** The English text, and the text of every language without its own. */
  title: z.string(),
  texts: z.partialRecord(z.enum(OTHER_LOCALES), z.string()),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  /** What an edit sends back as `version` (edits.ts). */
  version: VersionAnswerSchema,
});
export const BannerEditSchema = z.strictObject({
  title: BannerTextSchema.default(''),
  texts: BannerTextsSchema.default({}),
  image: AdminImageSchema,
  link: AdminLinkSchema.default(''),
  sort: AdminSortSchema.default(0),
  /** The version the form loaded (edits.ts): checked when an edit sends it (without it the edit applies to the current row), ignored when creating. */
  ...EditVersionField,
});
export type BannerEdit = z.infer<typeof BannerEditSchema>;

export const PRODUCT_PICKS_MAX = 200;
const ProductIdsSchema = z
  .array(IdSchema)
  .max(PRODUCT_PICKS_MAX, m.tooManyProducts)
  .refine((ids) => new Set(ids).size === ids.length, m.twice);

/** Recommended products in their order (products.recommend_sort); the rest are no longer recommended. */
export const RecommendSetSchema = z.strictObject({ productIds: ProductIdsSchema });

/** A product as the console picks it for recommendations and activities; it says when shoppers cannot see it. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: MoneySchema,
  sales: z.number().int(),
  stock: z.number().int(),
  merId: z.number().int(),
  merName: z.string(),
  onSale: z.boolean(),
  shopStatus: z.enum(MERCHANT_STATUSES),
  recommendSort: z.number().int().nullable(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductQuerySchema = PagingQuerySchema.extend({
  keywords: z.string().trim().max(100).optional(),
  merId: IdQuerySchema.optional(),
  /** Only the recommended products, in their order. */
  recommended: z.enum(['true', 'false']).optional(),
});

const IsoTimeSchema = z.iso.datetime({ offset: true, error: m.time });

const IntroSchema = adminText(200, m.introLong, { lines: true });
/** An activity's intro in the storefront's other languages; an empty one shows shoppers the English intro. */
const TranslatedIntrosSchema = z.partialRecord(z.enum(OTHER_LOCALES), IntroSchema);

export const ActivityEditSchema = z
  .strictObject({
    name: AdminNameSchema,
    names: TranslatedNamesSchema.default({}),
    image: AdminImageSchema,
    intro: IntroSchema.default(''),
    intros: TranslatedIntrosSchema.default({}),
    startTime: IsoTimeSchema,
    endTime: IsoTimeSchema,
    sort: AdminSortSchema.default(0),
    /** The version the form loaded (edits.ts): checked when an edit sends it (without it the edit applies to the current row), ignored when creating (audit FR5). */
    ...EditVersionField,
  })
  .refine((a) => Date.parse(a.endTime) > Date.parse(a.startTime), { message: m.timeOrder, path: ['endTime'] });
export type ActivityEdit = z.infer<typeof ActivityEditSchema>;

export const AdminActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: TranslatedNamesSchema,
  image: z.string(),
  intro: z.string(),
  intros: TranslatedIntrosSchema,
  startTime: z.string(),
  endTime: z.string(),
  sort: z.number().int(),
  /** Running now: shoppers see it on the home page and the activity list. */
  running: z.boolean(),
  productCount: z.number().int(),
  /** What an edit sends back as `version` (edits.ts). */
  version: VersionAnswerSchema,
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;
export const AdminActivityDetailSchema = AdminActivitySchema.extend({ products: z.array(AdminProductSchema) });
export const ActivityProductsSetSchema = z.strictObject({ productIds: ProductIdsSchema });
