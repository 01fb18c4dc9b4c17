import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { executePrepared, type Queryable } from '../../db/client';

/** Store-wide settings: each key's shape and its default when the row is missing. */
export const settingSchemas = {
  home: z.object({
    logoUrl: z.string().default(''),
    mobileUrl: z.string().default(''),
    currencySymbol: z.string().default('$'),
    showGuest: z.boolean().default(true),
    loginLeftImage: z.string().default(''),
  }),
  service: z.object({
    serviceType: z.enum(['h5', 'message', 'phone', 'email', 'chat']).default('phone'),
    serviceLink: z.string().default(''),
    serviceMessage: z.string().default(''),
    servicePhone: z.string().default(''),
    serviceEmail: z.string().default(''),
    qrImage: z.string().default(''),
  }),
  footer: z.object({
    phone: z.string().default(''),
    address: z.string().default(''),
    copyright: z.string().default(''),
  }),
  loginMethods: z.object({
    visitorOpen: z.boolean().default(false),
    facebookOpen: z.boolean().default(false),
    facebookAppId: z.string().default(''),
    googleOpen: z.boolean().default(false),
    twitterOpen: z.boolean().default(false),
  }),
  /** Card payment providers the operator allows (modules/payments/card-provider.ts); keys stay in the env. */
  payment: z.object({
    stripeOpen: z.boolean().default(true),
    testcardOpen: z.boolean().default(true),
  }),
  /**
   * Points (modules/points): earnRate points per dollar paid on a completed order, frozen for frozenDays; at checkout
   * `value` points pay one dollar, for at most maxShare percent of the goods after coupons.
   */
  points: z.object({
    earnRate: z.number().min(0).max(100).default(1),
    frozenDays: z.number().int().min(0).max(365).default(7),
    value: z.number().int().min(1).max(100_000).default(100),
    maxShare: z.number().int().min(0).max(100).default(50),
  }),
  /**
   * After-sales (modules/refunds): a completed order can be refunded for afterSalesDays after it completed (0: not
   * at all); orders not completed yet always can.
   */
  afterSales: z.object({
    afterSalesDays: z.number().int().min(0).max(90).default(7),
  }),
  /** Shipping (modules/shipping): the ISO codes of the countries the mall delivers to; empty means every country. */
  shipping: z.object({
    countries: z.array(z.string()).default([]),
  }),
  /** Money to merchants (modules/finance): the smallest payout a shop may ask for, in cents. */
  finance: z.object({
    minPayout: z.number().int().min(0).max(99_999_999).default(1000),
  }),
  /** Payouts (modules/finance): hours that payouts to a shop's payout account wait after the account changed. */
  payouts: z.object({
    holdHours: z.number().int().min(0).max(720).default(48),
  }),
  /** The settlement agreement of merchant applications per language; empty ones use modules/settle's defaults. */
  settleAgreement: z.object({
    title: z.record(z.string(), z.string()).default({}),
    content: z.record(z.string(), z.string()).default({}),
  }),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type Setting<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;

export async function getSettings<K extends SettingKey>(db: Queryable, keys: K[]): Promise<{ [P in K]: Setting<P> }> {
  const { rows } = await executePrepared<{ key: string; value: unknown }>(
    db,
    sql`SELECT key, value FROM settings WHERE key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  const out = {} as { [P in K]: Setting<P> };
  for (const key of keys) out[key] = settingOf(key, rows.find((r) => r.key === key)?.value);
  return out;
}

/**
 * A setting read by another statement (`settingValue`), with its defaults: what `getSetting` answers for the same
 * stored value. A stored value of another shape answers the defaults.
 */
export function settingOf<K extends SettingKey>(key: K, raw: unknown): Setting<K> {
  const parsed = settingSchemas[key].safeParse(raw ?? {});
  return (parsed.success ? parsed.data : settingSchemas[key].parse({})) as Setting<K>;
}

/**
 * A setting's stored value as a column of another statement (null when unset): a hot path reads it with what it reads
 * anyway instead of a round trip of its own (issue 25); `settingOf` gives it its shape.
 */
export const settingValue = (key: SettingKey): SQL => sql`(SELECT value FROM settings WHERE key = ${key})`;

/**
 * Whether guests (the anonymous purchase path) are open: visitor sign-in switched on and shown (decision 0055). Off,
 * no new guest comes in and a guest signed in before starts no new checkout; what it placed, it still pays.
 */
export const guestsOpen = (methods: Setting<'loginMethods'>, home: Setting<'home'>): boolean =>
  methods.visitorOpen && home.showGuest;

export async function getSetting<K extends SettingKey>(db: Queryable, key: K): Promise<Setting<K>> {
  return (await getSettings(db, [key]))[key];
}
