import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';
import { MoneySchema } from './catalog';
import { PagingQuerySchema } from './envelope';
import type { Locale } from './locales';

/**
 * The platform console's calls (/api/admin, API.md section E): merchants, categories, merchant types and
 * categories, hot keywords, home content, store settings, users and the outbox. The console's forms and the server
 * share these schemas; the server answers 400 with the English text of the first failing field.
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
  introLong: 'The introduction must be at most 200 characters',
  time: 'Choose a valid time',
  timeOrder: 'The end time must be after the start time',
  tooManyProducts: 'Choose at most 200 products',
  twice: 'The same item appears twice',
  currency: 'The currency symbol has 1 to 5 characters',
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
} as const;
const m = adminMessages;

const MAX_ID = 2_147_483_647;
const Id = z.number().int().positive().max(MAX_ID);
const IdQuery = z.coerce.number().int().positive().max(MAX_ID);

/** Pictures the console may point at: uploads (modules/uploads) and the demo pictures of the seed. */
export const ADMIN_IMAGE_PATTERN =
  /^\/uploads\/(?:u\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg|demo\/[\w-]{1,80}\.(?:svg|jpg|jpeg|png|webp))$/;
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

export const AdminNameSchema = z.string({ error: m.nameEmpty }).trim().min(1, m.nameEmpty).max(50, m.nameLong);

/** Names in the storefront's other languages (the English one is `name`); an empty text falls back to English. */
export const OTHER_LOCALES = ['zh-CN', 'fr', 'th', 'lo', 'es'] as const satisfies readonly Exclude<Locale, 'en'>[];
export const TranslatedNamesSchema = z.partialRecord(
  z.enum(OTHER_LOCALES),
  z.string().trim().max(50, m.translationLong),
);
export type TranslatedNames = z.infer<typeof TranslatedNamesSchema>;

/** An answer that only says which row it made. */
export const AdminCreatedSchema = z.object({ id: z.number().int() });

// ---- merchants ----

export const MERCHANT_STATUSES = ['open', 'suspended'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export const AdminMerchantQuerySchema = PagingQuerySchema.extend({
  /** Part of the shop's name. */
  keywords: z.string().trim().max(50).optional(),
  status: z.enum(MERCHANT_STATUSES).optional(),
  typeId: IdQuery.optional(),
  categoryId: IdQuery.optional(),
});

export const AdminMerchantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  isSelf: z.boolean(),
  status: z.enum(MERCHANT_STATUSES),
  typeId: z.number().int(),
  typeName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Percent, e.g. "5.00", from the merchant category. */
  handlingFee: z.string(),
  productCount: z.number().int(),
  onSaleCount: z.number().int(),
  /** The owner's sign-in email, if the shop has an owner with one. */
  ownerEmail: z.string().nullable(),
  createTime: z.string(),
});
export type AdminMerchant = z.infer<typeof AdminMerchantSchema>;

export const AdminMerchantDetailSchema = AdminMerchantSchema.extend({
  intro: z.string(),
  address: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  qualificationPictures: z.array(z.string()),
  rating: z.string(),
  followerCount: z.number().int(),
  staff: z.array(z.object({ userId: z.number().int(), nickname: z.string(), email: z.string(), role: z.string() })),
  /** Paid shop orders and their total. */
  orderCount: z.number().int(),
  salesTotal: MoneySchema,
});
export type AdminMerchantDetail = z.infer<typeof AdminMerchantDetailSchema>;

export const MerchantStatusAnswerSchema = z.object({ id: z.number().int(), status: z.enum(MERCHANT_STATUSES) });

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
  info: z.string().trim().max(200, m.infoLong).default(''),
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
export const AdminKeywordSchema = z.object({ id: z.number().int(), title: z.string(), sort: z.number().int() });
export const KeywordEditSchema = z.strictObject({
  title: z.string({ error: m.keywordEmpty }).trim().min(1, m.keywordEmpty).max(30, m.keywordLong),
  sort: AdminSortSchema.default(0),
});
/** The keywords in their new order: each id gets its position as its order. */
export const KeywordOrderSchema = z.strictObject({
  ids: z
    .array(Id)
    .min(1)
    .max(HOT_KEYWORDS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, m.twice),
});

// ---- home content ----

export const BANNERS_MAX = 20;
export const AdminBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
});
export const BannerEditSchema = z.strictObject({
  title: z.string().trim().max(100, m.titleLong).default(''),
  image: AdminImageSchema,
  link: AdminLinkSchema.default(''),
  sort: AdminSortSchema.default(0),
});
export type BannerEdit = z.infer<typeof BannerEditSchema>;

export const PRODUCT_PICKS_MAX = 200;
const ProductIdsSchema = z
  .array(Id)
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
  merId: IdQuery.optional(),
  /** Only the recommended products, in their order. */
  recommended: z.enum(['true', 'false']).optional(),
});

const IsoTimeSchema = z.iso.datetime({ offset: true, error: m.time });

export const ActivityEditSchema = z
  .strictObject({
    name: AdminNameSchema,
    names: TranslatedNamesSchema.default({}),
    image: AdminImageSchema,
    intro: z.string().trim().max(200, m.introLong).default(''),
    startTime: IsoTimeSchema,
    endTime: IsoTimeSchema,
    sort: AdminSortSchema.default(0),
  })
  .refine((a) => Date.parse(a.endTime) > Date.parse(a.startTime), { message: m.timeOrder, path: ['endTime'] });
export type ActivityEdit = z.infer<typeof ActivityEditSchema>;

export const AdminActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: TranslatedNamesSchema,
  image: z.string(),
  intro: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  sort: z.number().int(),
  /** Running now: shoppers see it on the home page and the activity list. */
  running: z.boolean(),
  productCount: z.number().int(),
});
export const AdminActivityDetailSchema = AdminActivitySchema.extend({ products: z.array(AdminProductSchema) });
export const ActivityProductsSetSchema = z.strictObject({ productIds: ProductIdsSchema });

// ---- store settings ----

export const HomeSettingsSchema = z.strictObject({
  logoUrl: OptionalAdminImageSchema,
  loginLeftImage: OptionalAdminImageSchema,
  mobileUrl: z
    .string()
    .trim()
    .max(300, m.url)
    .regex(/^(?:https?:\/\/\S+)?$/, m.url),
  currencySymbol: z.string().trim().min(1, m.currency).max(5, m.currency),
});
export type HomeSettings = z.infer<typeof HomeSettingsSchema>;

/** The sign-in switches: `visitorOpen` and the store's guest flag together show the guest entry. */
export const LoginMethodsEditSchema = z.strictObject({
  visitorOpen: z.boolean(),
  showGuest: z.boolean(),
  googleOpen: z.boolean(),
  facebookOpen: z.boolean(),
  twitterOpen: z.boolean(),
});
export type LoginMethodsEdit = z.infer<typeof LoginMethodsEditSchema>;
export const LoginMethodsViewSchema = LoginMethodsEditSchema.extend({
  /** Whether the server's environment configures each provider (a client id); a switch without it has no effect. */
  configured: z.object({ google: z.boolean(), facebook: z.boolean(), twitter: z.boolean() }),
});
export type LoginMethodsView = z.infer<typeof LoginMethodsViewSchema>;

const PhoneTextSchema = z
  .string()
  .trim()
  .max(30, m.phone)
  .regex(/^(?:\+?[\d\s-]{3,30})?$/, m.phone);
const OptionalEmailSchema = z
  .string()
  .trim()
  .max(100, m.email)
  .regex(new RegExp(`^$|${EMAIL_PATTERN.source}`), m.email);

export const SERVICE_TYPES = ['h5', 'message', 'phone', 'email'] as const;
/** The field each customer-service type needs filled in (the order of SERVICE_TYPES). */
const SERVICE_FIELDS = ['serviceLink', 'serviceMessage', 'servicePhone', 'serviceEmail'] as const;
const serviceFieldMessages = {
  serviceLink: m.serviceLink,
  serviceMessage: m.serviceMessage,
  servicePhone: m.servicePhone,
  serviceEmail: m.serviceEmail,
} as const;
export const ServiceSettingsSchema = z
  .strictObject({
    serviceType: z.enum(SERVICE_TYPES),
    serviceLink: z
      .string()
      .trim()
      .max(300, m.url)
      .regex(/^(?:https?:\/\/\S+)?$/, m.url),
    serviceMessage: z.string().trim().max(200, m.textLong),
    servicePhone: PhoneTextSchema,
    serviceEmail: OptionalEmailSchema,
    qrImage: OptionalAdminImageSchema,
  })
  .superRefine((s, ctx) => {
    const field = SERVICE_FIELDS[SERVICE_TYPES.indexOf(s.serviceType)] ?? 'serviceLink';
    if (!s[field]) ctx.addIssue({ code: 'custom', path: [field], message: serviceFieldMessages[field] });
  });

export type ServiceSettings = z.infer<typeof ServiceSettingsSchema>;

export const FooterSettingsSchema = z.strictObject({
  phone: PhoneTextSchema,
  address: z.string().trim().max(200, m.textLong),
  copyright: z.string().trim().max(200, m.textLong),
});
export type FooterSettings = z.infer<typeof FooterSettingsSchema>;

/**
 * Card payment: through Stripe when the environment configures it and `stripeOpen` is on, else the built-in test
 * card when `testcardOpen` is on, else no card payment is offered. Keys stay in the environment; never answered.
 */
export const PaymentSettingsEditSchema = z.strictObject({ stripeOpen: z.boolean(), testcardOpen: z.boolean() });
export type PaymentSettingsEdit = z.infer<typeof PaymentSettingsEditSchema>;
export const PaymentSettingsViewSchema = PaymentSettingsEditSchema.extend({
  stripeConfigured: z.boolean(),
  stripeWebhookConfigured: z.boolean(),
  /** The publishable key is public (the card page loads it); the secret and webhook keys never leave the server. */
  stripePublishableKey: z.string(),
  activeProvider: z.enum(['stripe', 'testcard']).nullable(),
});
export type PaymentSettingsView = z.infer<typeof PaymentSettingsViewSchema>;

/** Points rules (modules/points; settings key `points`). */
export const PointsSettingsSchema = z.strictObject({
  /** Points earned per dollar paid on a completed order. */
  earnRate: z
    .number({ error: m.earnRate })
    .min(0, m.earnRate)
    .max(100, m.earnRate)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, m.earnRate),
  /** Days earned points stay frozen before they can be spent. */
  frozenDays: z.number({ error: m.frozenDays }).int(m.frozenDays).min(0, m.frozenDays).max(365, m.frozenDays),
  /** Points that pay one dollar at checkout. */
  value: z.number({ error: m.pointsValue }).int(m.pointsValue).min(1, m.pointsValue).max(100_000, m.pointsValue),
  /** At most this percentage of the goods (after coupons) may be paid with points. */
  maxShare: z.number({ error: m.maxShare }).int(m.maxShare).min(0, m.maxShare).max(100, m.maxShare),
});
export type PointsSettings = z.infer<typeof PointsSettingsSchema>;

/** After-sales (modules/refunds; settings key `afterSales`). */
export const AFTER_SALES_MAX_DAYS = 90;
export const AfterSalesSettingsSchema = z.strictObject({
  /** Days after an order completed during which the shopper may still ask for a refund (0: none after completion). */
  afterSalesDays: z
    .number({ error: m.afterSalesDays })
    .int(m.afterSalesDays)
    .min(0, m.afterSalesDays)
    .max(AFTER_SALES_MAX_DAYS, m.afterSalesDays),
});
export type AfterSalesSettings = z.infer<typeof AfterSalesSettingsSchema>;

// ---- users and the outbox ----

export const USER_ROLES = ['admin', 'merchant', 'guest', 'shopper'] as const;
/** `active`: can sign in; `disabled`: a platform administrator disabled the account. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export const AdminUserQuerySchema = PagingQuerySchema.extend({
  /** Part of the nickname, email or phone, or the user id. */
  keywords: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export const AdminUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  /** With its dial code, e.g. "+86 13800000000"; '' when none. */
  phone: z.string(),
  isAdmin: z.boolean(),
  isGuest: z.boolean(),
  merchantId: z.number().int().nullable(),
  merchantName: z.string().nullable(),
  /** A platform administrator disabled the account: no sign-in and no session works for it. */
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createTime: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserDetailSchema = AdminUserSchema.extend({
  orderCount: z.number().int(),
  paidTotal: MoneySchema,
  addressCount: z.number().int(),
  liveSessions: z.number().int(),
  lastSignIn: z.string().nullable(),
  guestEmail: z.string(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
/** The answer of disable and enable. */
export const AdminUserStatusSchema = z.object({ disabledAt: z.string().nullable() });
export type AdminUserStatus = z.infer<typeof AdminUserStatusSchema>;

/** `alert`: a notice for the operator (e.g. the SMS hourly budget was reached), not a message to a user. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'alert'] as const;
export const OutboxQuerySchema = PagingQuerySchema.extend({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  /** Part of the recipient. */
  keywords: z.string().trim().max(100).optional(),
});
export const OutboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createTime: z.string(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;
