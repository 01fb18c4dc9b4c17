import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';
import { MoneySchema } from './catalog';
import { PagingQuerySchema } from './envelope';
import { isMoneyWithin } from './money';
import { ShopChangeSchema } from './settle';

/**
 * The merchant console's calls (/api/merchant, API.md section E): dashboard, products with SKUs, order detail,
 * logistics and export, shop profile with its customer-service config, and the shop's own categories. The console's
 * forms and the server share these schemas; the server answers 400 with the English text of the first failing field.
 */
export const merchantMessages = {
  productName: 'The product name has 1 to 100 characters',
  category: 'Choose a category',
  imagesCount: 'Add 1 to 10 product pictures',
  image: 'Upload the picture through the console',
  descriptionLong: 'The description must be at most 20000 characters',
  attrName: 'An attribute name has 1 to 20 characters',
  attrValue: 'An attribute value has 1 to 30 characters',
  attrsCount: 'A product has at most 3 attributes',
  attrValuesCount: 'An attribute has 1 to 20 values',
  attrTwice: 'The same attribute or value appears twice',
  skusCount: 'A product has 1 to 200 SKUs',
  skuCombination: 'Each SKU must match one combination of the attribute values, and every combination needs a SKU',
  price: 'A price is an amount from 0.01 to 999999.99 with at most two decimals',
  stock: 'Stock is a whole number from 0 to 999999',
  shopName: 'The shop name has 1 to 60 characters',
  textLong: 'The text must be at most 500 characters',
  shortTextLong: 'The text must be at most 200 characters',
  phone: 'A phone number has at most 30 digits, spaces, dashes or a leading +',
  email: 'Fill in the correct email address',
  url: 'The address must start with http:// or https://',
  qualificationsCount: 'Add at most 10 qualification pictures',
  serviceLink: 'The h5 service type needs a link',
  serviceMessage: 'The message service type needs a message',
  servicePhone: 'The phone service type needs a phone number',
  serviceEmail: 'The email service type needs an email address',
  categoryName: 'A category name has 1 to 30 characters',
  sort: 'The order is a whole number from 0 to 9999',
  logisticsText: 'A logistics event has 1 to 200 characters',
} as const;
const m = merchantMessages;

const MAX_ID = 2_147_483_647;
const Id = z.number().int().positive().max(MAX_ID);
const IdQuery = z.coerce.number().int().positive().max(MAX_ID);

/** Pictures a merchant may use: uploads (modules/uploads) and the demo pictures of the seed. */
export const MERCHANT_IMAGE_PATTERN =
  /^\/uploads\/(?:u\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg|demo\/[\w-]{1,80}\.(?:svg|jpg|jpeg|png|webp))$/;
export const MerchantImageSchema = z.string().max(200, m.image).regex(MERCHANT_IMAGE_PATTERN, m.image);
const OptionalImageSchema = z.union([z.literal(''), MerchantImageSchema], { error: m.image });

/** A money amount typed by a merchant: "19.9" or "19.90", above zero and at most MAX_MONEY (parsed exactly). */
export const PriceInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,8}(?:\.\d{1,2})?$/, m.price)
  .refine((v) => isMoneyWithin(v, 1), m.price);
export const StockSchema = z.number().int(m.stock).min(0, m.stock).max(999_999, m.stock);

export const PRODUCT_LIMITS = { attrs: 3, values: 20, skus: 200, images: 10 } as const;

const AttrInputSchema = z.strictObject({
  name: z.string().trim().min(1, m.attrName).max(20, m.attrName),
  values: z
    .array(z.string().trim().min(1, m.attrValue).max(30, m.attrValue))
    .min(1, m.attrValuesCount)
    .max(PRODUCT_LIMITS.values, m.attrValuesCount),
});

const SkuInputSchema = z.strictObject({
  attrValues: z.array(z.string().trim().max(30, m.attrValue)).max(PRODUCT_LIMITS.attrs, m.skuCombination),
  price: PriceInputSchema,
  /** The struck-through price; empty means the same as the price. */
  otPrice: z.union([z.literal(''), PriceInputSchema], { error: m.price }).default(''),
  stock: StockSchema,
  image: OptionalImageSchema.default(''),
});
export type SkuInput = z.infer<typeof SkuInputSchema>;

/** Every combination of the attribute values, in attribute order (one empty combination without attributes). */
export function skuCombinations(attrs: { values: string[] }[]): string[][] {
  return attrs.reduce<string[][]>(
    (combos, attr) => combos.flatMap((combo) => attr.values.map((value) => [...combo, value])),
    [[]],
  );
}

/** The key a SKU is matched by when a product is edited (existing SKU ids survive). */
export const skuKey = (attrValues: string[]) => JSON.stringify(attrValues);

export const ProductInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, m.productName).max(100, m.productName),
    categoryId: Id,
    /** A category of the shop's own tree, or null. */
    shopCategoryId: Id.nullable().default(null),
    images: z.array(MerchantImageSchema).min(1, m.imagesCount).max(PRODUCT_LIMITS.images, m.imagesCount),
    /** Rich text; the server keeps only the tags the storefront shows (p, br, lists, strong, em, h3, h4, img). */
    description: z.string().max(20_000, m.descriptionLong).default(''),
    attrs: z.array(AttrInputSchema).max(PRODUCT_LIMITS.attrs, m.attrsCount),
    skus: z.array(SkuInputSchema).min(1, m.skusCount).max(PRODUCT_LIMITS.skus, m.skusCount),
    onSale: z.boolean().optional(),
  })
  .superRefine((p, ctx) => {
    const names = p.attrs.map((a) => a.name.toLowerCase());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', path: ['attrs'], message: m.attrTwice });
    p.attrs.forEach((attr, i) => {
      if (new Set(attr.values).size !== attr.values.length)
        ctx.addIssue({ code: 'custom', path: ['attrs', i, 'values'], message: m.attrTwice });
    });
    const combos = skuCombinations(p.attrs);
    if (combos.length > PRODUCT_LIMITS.skus) {
      ctx.addIssue({ code: 'custom', path: ['skus'], message: m.skusCount });
      return;
    }
    const wanted = new Set(combos.map(skuKey));
    const given = p.skus.map((s) => skuKey(s.attrValues));
    if (given.length !== wanted.size || new Set(given).size !== given.length || given.some((k) => !wanted.has(k)))
      ctx.addIssue({ code: 'custom', path: ['skus'], message: m.skuCombination });
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const SaleSwitchSchema = z.strictObject({ onSale: z.boolean() });

export const MerchantProductQuerySchema = PagingQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  onSale: z.enum(['true', 'false']).optional(),
  categoryId: IdQuery.optional(),
  shopCategoryId: IdQuery.optional(),
});

export const MerchantProductRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: MoneySchema,
  otPrice: MoneySchema,
  stock: z.number().int(),
  sales: z.number().int(),
  onSale: z.boolean(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  skuCount: z.number().int(),
  updateTime: z.string(),
});
export type MerchantProductRow = z.infer<typeof MerchantProductRowSchema>;

export const MerchantProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  shopCategoryId: z.number().int().nullable(),
  images: z.array(z.string()),
  description: z.string(),
  attrs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(
    z.object({
      id: z.number().int(),
      attrValues: z.array(z.string()),
      price: MoneySchema,
      otPrice: MoneySchema,
      stock: z.number().int(),
      image: z.string(),
    }),
  ),
  onSale: z.boolean(),
  sales: z.number().int(),
});
export type MerchantProduct = z.infer<typeof MerchantProductSchema>;

export const MERCHANT_ORDER_STATUSES = [
  'unpaid',
  'to_ship',
  'to_receive',
  'to_review',
  'completed',
  'refunded',
  'cancelled',
] as const;
export type MerchantOrderStatus = (typeof MERCHANT_ORDER_STATUSES)[number];

export const MerchantOrderQuerySchema = PagingQuerySchema.extend({
  status: z.enum(MERCHANT_ORDER_STATUSES).optional(),
  /** Part of an order number or of the consignee's name or phone. */
  keyword: z.string().trim().max(60).optional(),
});

export const MerchantOrderRowSchema = z.object({
  orderNo: z.string(),
  status: z.enum(MERCHANT_ORDER_STATUSES),
  payFee: MoneySchema,
  createTime: z.string(),
  payTime: z.string().nullable(),
  consignee: z.object({ realName: z.string(), detail: z.string(), phone: z.string() }),
  items: z.array(z.object({ name: z.string(), skuText: z.string(), quantity: z.number().int() })),
});
export type MerchantOrderRow = z.infer<typeof MerchantOrderRowSchema>;

export const MerchantOrderDetailSchema = z.object({
  orderNo: z.string(),
  status: z.enum(MERCHANT_ORDER_STATUSES),
  createTime: z.string(),
  payTime: z.string().nullable(),
  shipTime: z.string().nullable(),
  receiveTime: z.string().nullable(),
  payType: z.string(),
  proTotalFee: MoneySchema,
  freightFee: MoneySchema,
  couponFee: MoneySchema,
  pointsFee: MoneySchema,
  payFee: MoneySchema,
  mark: z.string(),
  buyer: z.object({ id: z.number().int(), nickname: z.string() }),
  consignee: z.object({
    realName: z.string(),
    phone: z.string(),
    countryCode: z.string(),
    email: z.string(),
    country: z.string(),
    detail: z.string(),
    postCode: z.string(),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
      image: z.string(),
      skuText: z.string(),
      price: MoneySchema,
      quantity: z.number().int(),
      refundStatus: z.string(),
    }),
  ),
  logistics: z.object({
    courierCompany: z.string().nullable(),
    trackingNo: z.string().nullable(),
    courierName: z.string().nullable(),
    courierPhone: z.string().nullable(),
    events: z.array(z.object({ text: z.string(), time: z.string() })),
  }),
});
export type MerchantOrderDetail = z.infer<typeof MerchantOrderDetailSchema>;

export const LogisticsEventSchema = z.strictObject({
  text: z.string().trim().min(1, m.logisticsText).max(200, m.logisticsText),
});

const PhoneTextSchema = z
  .string()
  .trim()
  .max(30, m.phone)
  .regex(/^(?:\+?[\d\s-]{3,30})?$/, m.phone);

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
    serviceMessage: z.string().trim().max(200, m.shortTextLong),
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

export const ShopProfileInputSchema = z.strictObject({
  name: z.string().trim().min(1, m.shopName).max(60, m.shopName),
  avatar: OptionalImageSchema,
  banner: OptionalImageSchema,
  intro: z.string().trim().max(500, m.textLong),
  address: z.string().trim().max(200, m.shortTextLong),
  phone: PhoneTextSchema,
  openingHours: z.string().trim().max(100, m.shortTextLong),
  /** The short service promise shown on the shop page. */
  serviceText: z.string().trim().max(200, m.shortTextLong).default(''),
  qualificationPictures: z.array(MerchantImageSchema).max(10, m.qualificationsCount),
  service: ShopServiceSchema,
});
export type ShopProfileInput = z.infer<typeof ShopProfileInputSchema>;

export const ShopProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  banner: z.string(),
  intro: z.string(),
  address: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  serviceText: z.string(),
  qualificationPictures: z.array(z.string()),
  service: z.object({
    serviceType: z.enum(SHOP_SERVICE_TYPES),
    serviceLink: z.string(),
    serviceMessage: z.string(),
    servicePhone: z.string(),
    serviceEmail: z.string(),
  }),
  isSelf: z.boolean(),
  rating: z.string(),
  followerCount: z.number().int(),
  typeName: z.string(),
  categoryName: z.string(),
  joinTime: z.string(),
  /** The latest review of a new name or new qualification pictures (pending, approved or rejected), if any. */
  change: ShopChangeSchema.nullable(),
});
export type ShopProfile = z.infer<typeof ShopProfileSchema>;

export const ShopCategoryInputSchema = z.strictObject({
  name: z.string().trim().min(1, m.categoryName).max(30, m.categoryName),
  /** 0 for a top category, else a top category of the same shop. */
  parentId: z.number().int().min(0).max(MAX_ID).default(0),
  sort: z.number().int(m.sort).min(0, m.sort).max(9999, m.sort).default(0),
});
export type ShopCategoryInput = z.infer<typeof ShopCategoryInputSchema>;

export type ShopCategoryNode = {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  productCount: number;
  children: ShopCategoryNode[];
};
export const ShopCategoryNodeSchema: z.ZodType<ShopCategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int(),
    name: z.string(),
    sort: z.number().int(),
    productCount: z.number().int(),
    children: z.array(ShopCategoryNodeSchema),
  }),
);

export const DashboardQuerySchema = z.object({
  /** The browser's `getTimezoneOffset()`: days of the series and "today" follow the merchant's clock. */
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
});

export const DashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), sales: MoneySchema }),
  toShip: z.number().int(),
  refundsToHandle: z.number().int(),
  productsOnSale: z.number().int(),
  /** The last 30 days, oldest first, today last: paid orders and their amount per day. */
  series: z.array(z.object({ date: z.string(), orders: z.number().int(), sales: MoneySchema })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
