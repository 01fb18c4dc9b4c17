import { z } from 'zod';
import { adminMessages, adminText, OptionalAdminImageSchema } from './admin';
import { EMAIL_PATTERN } from './auth';
import { MALL_CURRENCY } from './money';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/**
 * Store settings (/api/admin/settings): each form is a GET and a POST of the whole form. The edit schemas guard what
 * comes in; the views are what the server answers.
 */

const m = adminMessages;

/** The symbols the mall knows, with the ISO 4217 code its structured data and feeds name (audit FR4). */
const CURRENCY_CODES: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '¥': 'CNY',
  '￥': 'CNY',
  '€': 'EUR',
  '£': 'GBP',
  '฿': 'THB',
  บาท: 'THB',
  '₭': 'LAK',
  ກີບ: 'LAK',
  '₫': 'VND',
  '₹': 'INR',
  '₩': 'KRW',
};

/**
 * The ISO 4217 code of the operator's currency symbol: a symbol the mall knows, or a three-letter code itself
 * (any case) that is a currency; null otherwise. The settings accept only a symbol that has one (audit FR4).
 */
export function currencyCodeOf(symbol: string): string | null {
  const text = symbol.trim();
  const known = CURRENCY_CODES[text];
  if (known) return known;
  const code = text.toUpperCase();
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code) ? code : null;
}

/** Whether the symbol names the currency the mall charges in (`MALL_CURRENCY`). */
export const isChargedCurrency = (symbol: string): boolean => currencyCodeOf(symbol) === MALL_CURRENCY.toUpperCase();

export const HomeSettingsSchema = z.strictObject({
  logoUrl: OptionalAdminImageSchema,
  loginLeftImage: OptionalAdminImageSchema,
  mobileUrl: z
    .string()
    .trim()
    .max(300, m.url)
    .regex(/^(?:https?:\/\/\S+)?$/, m.url),
  // A symbol of the currency the mall charges in (audit FR4): "£" over prices charged in dollars told shoppers, link
  // previews and structured data a price nobody is charged.
  currencySymbol: readable(maxChars(z.string().trim().min(1, m.currency), 5, m.currency), m.currency).refine(
    (symbol) => symbol === '' || isChargedCurrency(symbol),
    m.currencyUnknown,
  ),
});
export type HomeSettings = z.infer<typeof HomeSettingsSchema>;
/** What each form answers is a plain view of its fields; the edit schemas' checks only guard what comes in. */
export const HomeSettingsViewSchema = z.object({
  logoUrl: z.string(),
  loginLeftImage: z.string(),
  mobileUrl: z.string(),
  currencySymbol: z.string(),
});

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

/** `chat`: the storefront's service entry opens the mall's own chat (issue 26); it needs no field. */
export const SERVICE_TYPES = ['h5', 'message', 'phone', 'email', 'chat'] as const;
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
    serviceMessage: adminText(200, m.textLong),
    servicePhone: PhoneTextSchema,
    serviceEmail: OptionalEmailSchema,
    qrImage: OptionalAdminImageSchema,
  })
  .superRefine((s, ctx) => {
    const field = SERVICE_FIELDS[SERVICE_TYPES.indexOf(s.serviceType)] ?? 'serviceLink';
    if (s.serviceType !== 'chat' && !s[field])
      ctx.addIssue({ code: 'custom', path: [field], message: serviceFieldMessages[field] });
  });

export type ServiceSettings = z.infer<typeof ServiceSettingsSchema>;
export const ServiceSettingsViewSchema = z.object({
  serviceType: z.string(),
  serviceLink: z.string(),
  serviceMessage: z.string(),
  servicePhone: z.string(),
  serviceEmail: z.string(),
  qrImage: z.string(),
});

export const FooterSettingsSchema = z.strictObject({
  phone: PhoneTextSchema,
  address: adminText(200, m.textLong),
  copyright: adminText(200, m.textLong),
});
export type FooterSettings = z.infer<typeof FooterSettingsSchema>;
export const FooterSettingsViewSchema = z.object({ phone: z.string(), address: z.string(), copyright: z.string() });

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
  /** The test card takes no money: only in demo mode (SEED_DEMO) or outside production; else its switch does nothing. */
  testcardAllowed: z.boolean(),
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
export const PointsSettingsViewSchema = z.object({
  earnRate: z.number(),
  frozenDays: z.number().int(),
  value: z.number().int(),
  maxShare: z.number().int(),
});

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
export const AfterSalesSettingsViewSchema = z.object({ afterSalesDays: z.number().int() });
