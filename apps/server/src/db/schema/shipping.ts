import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './shops';
import { oneOf, SHIPPING_CHARGE_BY, type ShippingChargeBy } from './states';

// Shipping templates (API.md section G): data, not code; checkout/pricing reads them (pure).

/** Region codes are ISO 3166-1 alpha-2 country codes (`TH`) or `CC-REGION` codes (`TH-10`). */
export type ShippingRule = {
  regions: string[];
  /** Pieces, or grams when charged by weight. */
  first: number;
  /** Cents. */
  firstFee: number;
  additional: number;
  additionalFee: number;
};
export type FreeShippingRule = { regions: string[]; minAmount?: number; minCount?: number };

/** A shop's shipping template; `merchantId` null is the platform's default for shops without one. */
export const shippingTemplates = pgTable(
  'shipping_templates',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    name: text('name').notNull(),
    chargeBy: text('charge_by').$type<ShippingChargeBy>().notNull().default('piece'),
    rules: jsonb('rules').$type<ShippingRule[]>().notNull().default([]),
    free: jsonb('free').$type<FreeShippingRule[]>().notNull().default([]),
    undeliverable: jsonb('undeliverable').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    /** Raised by every edit; a form's save names the version it loaded (contract edits.ts, migration 0015). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipping_templates_merchant_idx').on(t.merchantId),
    uniqueIndex('shipping_templates_one_default_idx')
      .on(sql`coalesce(${t.merchantId}, 0)`)
      .where(sql`${t.isDefault} AND NOT ${t.deleted}`),
    check('shipping_templates_charge_by_check', oneOf(t.chargeBy, SHIPPING_CHARGE_BY)),
  ],
);
