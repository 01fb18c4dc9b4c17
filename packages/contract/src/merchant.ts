import { z } from 'zod';
import { MoneySchema } from './catalog';
import { UPLOAD_OR_STOCK_PATTERN } from './uploads';

/**
 * The merchant console's calls (/api/merchant, API.md section E), split by domain: products with SKUs
 * (merchant-products.ts), orders with logistics and export (merchant-orders.ts), the shop's profile with its
 * customer-service config and its own categories (merchant-shop.ts). This file holds the messages and pictures they
 * share, and the dashboard. The console's forms and the server share these schemas; the server answers 400 with the
 * English text of the first failing field.
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
  openingHoursLong: 'The opening hours must be at most 100 characters',
  timeZone: 'Choose a time zone from the list',
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

/** Pictures a merchant may use: uploads (modules/uploads) and the demo pictures of the seed. */
export const MERCHANT_IMAGE_PATTERN = UPLOAD_OR_STOCK_PATTERN;
export const MerchantImageSchema = z.string().max(200, m.image).regex(MERCHANT_IMAGE_PATTERN, m.image);
/** A picture that may be left empty (''). */
export const OptionalMerchantImageSchema = z.union([z.literal(''), MerchantImageSchema], { error: m.image });

export const DashboardQuerySchema = z.object({
  /** The browser's `getTimezoneOffset()`: days of the series and "today" follow the merchant's clock. */
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
});

export const DashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), sales: MoneySchema }),
  toShip: z.number().int(),
  refundsToHandle: z.number().int(),
  /** Products shoppers can see: on sale in an open shop (0 while the shop is suspended, audit FO8). */
  productsOnSale: z.number().int(),
  /** The last 30 days, oldest first, today last: paid orders and their amount per day. */
  series: z.array(z.object({ date: z.string(), orders: z.number().int(), sales: MoneySchema })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
