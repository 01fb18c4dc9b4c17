import { z } from 'zod';
import { PagingQuerySchema } from './envelope';
import { LOCALES } from './locales';
import { isMoneyWithin } from './money';
import { plainMoney } from './money-input';

/** Decimal money string with two places, e.g. "19.90". */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

const SortOrderSchema = z.enum(['asc', 'desc']);
export const PRICE_FILTER_MESSAGE = 'A price filter is an amount from 0 to 999999.99 with at most two decimals';
/** A price filter in a query string: decimal text kept as text and turned into cents exactly (toCents), never a float. */
const MoneyQuerySchema = plainMoney(z.string().trim())
  .regex(/^\d{1,9}(?:\.\d{1,2})?$/, PRICE_FILTER_MESSAGE)
  .refine((v) => isMoneyWithin(v, 0), PRICE_FILTER_MESSAGE);

export const ProductListQuerySchema = PagingQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  cid: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  merId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  priceOrder: SortOrderSchema.optional(),
  salesOrder: SortOrderSchema.optional(),
  newOrder: SortOrderSchema.optional(),
  minPrice: MoneyQuerySchema.optional(),
  maxPrice: MoneyQuerySchema.optional(),
  /** A category of the shop's own tree (shop page, category tab). */
  shopCid: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: MoneySchema,
  otPrice: MoneySchema,
  sales: z.number().int(),
  stock: z.number().int(),
  merId: z.number().int(),
  merName: z.string(),
  /** Average product score of its reviews, one decimal (0 without reviews), and how many reviews there are. */
  rating: z.number().optional(),
  reviewCount: z.number().int().optional(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const CategorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    name: z.string(),
    icon: z.string(),
    childList: z.array(CategorySchema).optional(),
  }),
);
export type Category = { id: number; pid: number; name: string; icon: string; childList?: Category[] };

export const AttrSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export const SkuSchema = z.object({
  id: z.number().int(),
  /** One value per attribute, in the order of `attrs`. */
  attrValues: z.array(z.string()),
  price: MoneySchema,
  otPrice: MoneySchema,
  stock: z.number().int(),
  image: z.string(),
});
export type Sku = z.infer<typeof SkuSchema>;

export const ReplyStatsSchema = z.object({
  sumCount: z.number().int(),
  goodCount: z.number().int(),
  inCount: z.number().int(),
  poorCount: z.number().int(),
  /** Share of good reviews in percent, 0-100, as a string with up to one decimal. */
  goodRate: z.string(),
});
export type ReplyStats = z.infer<typeof ReplyStatsSchema>;

export const ShopCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  isSelf: z.boolean(),
  /** The shop's average service score, one decimal; null while it has no review ("no ratings yet"). */
  rating: z.number().nullable(),
  followed: z.boolean(),
  followerCount: z.number().int(),
  productCount: z.number().int(),
});

export const ProductDetailSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    images: z.array(z.string()),
    price: MoneySchema,
    otPrice: MoneySchema,
    stock: z.number().int(),
    sales: z.number().int(),
    unitName: z.string(),
    description: z.string(),
    categoryId: z.number().int(),
    onSale: z.boolean(),
  }),
  attrs: z.array(AttrSchema),
  skus: z.array(SkuSchema),
  merchant: ShopCardSchema,
  collected: z.boolean(),
  replyStats: ReplyStatsSchema,
  /** The language the name, description and attributes are shown in: the reader's when translated, else the original. */
  locale: z.enum(LOCALES).optional(),
  /** The language the merchant wrote the product in. */
  originalLocale: z.enum(LOCALES).optional(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const PRODUCT_IDS_MESSAGE = 'Give 1 to 20 product IDs separated by commas';
/** GET /api/front/product/cards: the cards of products a browser remembers (recently viewed), in the reader's language. */
export const ProductCardsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(?:,[1-9]\d{0,9}){0,19}$/, PRODUCT_IDS_MESSAGE)
    .transform((v) => [...new Set(v.split(',').map(Number))].filter((id) => id <= 2_147_483_647)),
});

/** Review filter: 0 all, 1 good (4-5), 2 general (3), 3 bad (1-2), by product score. */
export const ReplyListQuerySchema = PagingQuerySchema.extend({
  type: z.coerce.number().int().min(0).max(3).default(0),
});

export const ReplySchema = z.object({
  id: z.number().int(),
  productScore: z.number().int(),
  serviceScore: z.number().int(),
  comment: z.string(),
  pics: z.array(z.string()),
  merchantReply: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string(),
  createTime: z.string(),
  skuText: z.string(),
});
export type Reply = z.infer<typeof ReplySchema>;

export const HotKeywordSchema = z.object({ id: z.number().int(), title: z.string() });

export const ServiceConfigSchema = z.object({
  serviceType: z.enum(['h5', 'message', 'phone', 'email', 'chat']),
  serviceLink: z.string(),
  serviceMessage: z.string(),
  servicePhone: z.string(),
  serviceEmail: z.string(),
});
export type ServiceConfig = z.infer<typeof ServiceConfigSchema>;
/** The mall's customer service on the home data: the channel plus the chat app's QR picture ('' when none is set). */
export const HomeServiceSchema = ServiceConfigSchema.extend({ qrImage: z.string() });

export const BannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  /** The words drawn over the picture in the reader's language: the headline, then after a line break the subline. */
  title: z.string(),
  link: z.string(),
});

export const HomeSchema = z.object({
  logoUrl: z.string(),
  banners: z.array(BannerSchema),
  recommend: z.array(ProductCardSchema),
  service: HomeServiceSchema,
  footer: z.object({ phone: z.string(), address: z.string(), copyright: z.string() }),
  mobileUrl: z.string(),
  currencySymbol: z.string(),
  /** Store flag: show the guest entry in the login dialog (together with visitorOpen). */
  showGuest: z.boolean(),
  /**
   * The most of one item a cart line holds and a checkout sells at a time (ORDER_HOLD_MAX_SKU_UNITS, decision 0010; at
   * most 999): where the quantity steppers stop (audit P3).
   */
  mostOfOneItem: z.number().int(),
  /**
   * The percent of a SKU's stock one checkout sells (ORDER_HOLD_SKU_SHARE): with `mostOfOneItem`, the stock and the
   * reader's guest flag, the contract's `mostOfOneItem()` says where a SKU's stepper stops (audit CE10). An addition
   * to API.md section A.
   */
  skuShare: z.number().int(),
  activities: z.array(z.object({ id: z.number().int(), name: z.string(), image: z.string(), intro: z.string() })),
  categoryFloors: z.array(z.object({ id: z.number().int(), name: z.string(), products: z.array(ProductCardSchema) })),
});
export type Home = z.infer<typeof HomeSchema>;

/** The picture beside the sign-in form. */
export const LoginPictureSchema = z.object({ loginLeftImage: z.string() });

export const LoginMethodInfoSchema = z.object({
  visitorOpen: z.boolean(),
  facebookOpen: z.boolean(),
  facebookAppId: z.string(),
  googleOpen: z.boolean(),
  twitterOpen: z.boolean(),
  /** Dial codes SMS go to (e.g. "+66"): the phone pickers that send a code offer only these (audit AN11). */
  smsCountries: z.array(z.string()),
});

export const MerchantTypeSchema = z.object({ id: z.number().int(), name: z.string(), info: z.string() });
export const MerchantCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Handling fee in percent, e.g. "5.00". */
  handlingFee: z.string(),
});

export const LeaderboardQuerySchema = PagingQuerySchema.extend({
  cid: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const ActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  intro: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

export const StreetQuerySchema = PagingQuerySchema.extend({
  keywords: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  typeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  isSelf: z.enum(['true', 'false', '1', '0']).optional(),
});

export const StreetShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  banner: z.string(),
  isSelf: z.boolean(),
  /** The shop's average service score, one decimal; null while it has no review ("no ratings yet"). */
  rating: z.number().nullable(),
  followerCount: z.number().int(),
  typeName: z.string(),
  categoryName: z.string(),
  products: z.array(ProductCardSchema),
});

export const ShopHeaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  banner: z.string(),
  isSelf: z.boolean(),
  /** The shop's average service score, one decimal; null while it has no review ("no ratings yet"). */
  rating: z.number().nullable(),
  followed: z.boolean(),
  followerCount: z.number().int(),
  productCount: z.number().int(),
});

export const ShopDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  address: z.string(),
  phone: z.string(),
  serviceText: z.string(),
  /** The shop's own words on its hours, as it wrote them. */
  openingHours: z.string(),
  /**
   * The hours its chat answers (its chat settings: day 0 Sunday to 6, `HH:MM`) and the zone they are in, its
   * profile's (audit DS6): the storefront writes them in the shopper's language and names the zone. No periods:
   * the shop set none (its chat always answers).
   */
  chatHours: z.object({
    openingHours: z.array(z.object({ day: z.number().int(), from: z.string(), to: z.string() })),
    timeZone: z.string(),
  }),
  joinTime: z.string(),
  qualificationPictures: z.array(z.string()),
  typeName: z.string(),
  categoryName: z.string(),
  /** The shop's average service score, one decimal; null while it has no review ("no ratings yet"). */
  rating: z.number().nullable(),
  followerCount: z.number().int(),
});

export const ShopCategorySchema: z.ZodType<ShopCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    name: z.string(),
    childList: z.array(ShopCategorySchema).optional(),
  }),
);
export type ShopCategory = { id: number; pid: number; name: string; childList?: ShopCategory[] };

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
