import { sql } from 'drizzle-orm';
import type { FreeShippingRule, ShippingChargeBy, ShippingRule } from '../schema';
import type { Executor } from './bulk-insert';

// Shipping for the demo (API.md section G): the platform's default template, each named demo shop its own (by
// piece or by weight, free over an amount or a count, some not shipping to some countries), product weights, and
// the demo shopper's structured addresses. Units: pieces or grams; money: cents.

type TemplateDef = {
  name: string;
  chargeBy: ShippingChargeBy;
  rules: ShippingRule[];
  free: FreeShippingRule[];
  undeliverable: string[];
};

const piece = (regions: string[], firstFee: number, additionalFee: number): ShippingRule => ({
  regions,
  first: 1,
  firstFee,
  additional: 1,
  additionalFee,
});
const perKg = (regions: string[], firstFee: number, additionalFee: number, stepGrams = 1000): ShippingRule => ({
  regions,
  first: 1000,
  firstFee,
  additional: stepGrams,
  additionalFee,
});

/** For shops without a template of their own (the larger catalogues' extra shops): $5, free from $49. */
const PLATFORM: TemplateDef = {
  name: 'Platform standard delivery',
  chargeBy: 'piece',
  rules: [piece([], 500, 0)],
  free: [{ regions: [], minAmount: 4900 }],
  undeliverable: [],
};

/** One per named shop, in the order of shop-data.ts. */
const SHOP_TEMPLATES: TemplateDef[] = [
  {
    // Mall Self-operated: free over an amount everywhere, cheaper in Thailand and Laos.
    name: 'Standard delivery',
    chargeBy: 'piece',
    rules: [piece([], 500, 0), piece(['TH', 'LA'], 300, 0)],
    free: [{ regions: [], minAmount: 4900 }],
    undeliverable: [],
  },
  {
    // TechZone Official Store: the same everywhere, a cheap rate in China, free over $49.
    name: 'Electronics courier',
    chargeBy: 'piece',
    rules: [piece([], 500, 0), piece(['CN'], 200, 0)],
    free: [{ regions: [], minAmount: 4900 }],
    undeliverable: [],
  },
  {
    // Maison Lumière: by weight, cheaper in France and Spain, free in France over $80; not to Laos or China.
    name: 'Colissimo by weight',
    chargeBy: 'weight',
    rules: [perKg([], 900, 300), perKg(['FR', 'ES'], 450, 150)],
    free: [{ regions: ['FR'], minAmount: 8000 }],
    undeliverable: ['LA', 'CN'],
  },
  {
    // 悦享生活旗舰店: free in mainland China, by piece elsewhere, free from 5 pieces; not to France.
    name: '全国包邮',
    chargeBy: 'piece',
    rules: [piece([], 800, 200), piece(['CN'], 0, 0)],
    free: [{ regions: [], minCount: 5 }],
    undeliverable: ['FR'],
  },
  {
    // Siam Silk House: cheap in Thailand (cheapest in Bangkok), free in Thailand over $30.
    name: 'Thailand Post',
    chargeBy: 'piece',
    rules: [piece([], 1200, 300), piece(['TH'], 200, 50), piece(['TH-10'], 100, 50), piece(['LA'], 300, 100)],
    free: [{ regions: ['TH'], minAmount: 3000 }],
    undeliverable: [],
  },
  {
    // Urban Runner Sports: by weight in half kilograms, free over $120.
    name: 'Sports parcels by weight',
    chargeBy: 'weight',
    rules: [perKg([], 600, 150, 500)],
    free: [{ regions: [], minAmount: 12000 }],
    undeliverable: [],
  },
  {
    // Green Pantry: food does not go to Laos or Thailand; free from 6 pieces.
    name: 'Chilled food courier',
    chargeBy: 'piece',
    rules: [piece([], 400, 100)],
    free: [{ regions: [], minCount: 6 }],
    undeliverable: ['LA', 'TH'],
  },
  {
    // Page & Play: books by piece, free over $35.
    name: 'Book post',
    chargeBy: 'piece',
    rules: [piece([], 300, 50)],
    free: [{ regions: [], minAmount: 3500 }],
    undeliverable: [],
  },
  {
    // Lao Heritage Crafts: by weight; cheapest at home, then Thailand, free in Laos over $25.
    name: 'Handicraft parcels',
    chargeBy: 'weight',
    rules: [perKg([], 1500, 500), perKg(['TH'], 400, 150), perKg(['LA'], 100, 50), perKg(['LA-VT'], 0, 50)],
    free: [{ regions: ['LA'], minAmount: 2500 }],
    undeliverable: [],
  },
];

async function insertTemplate(db: Executor, merchantId: number | null, t: TemplateDef): Promise<void> {
  await db.execute(sql`
    INSERT INTO shipping_templates (merchant_id, name, charge_by, rules, free, undeliverable, is_default)
    VALUES (${merchantId}, ${t.name}, ${t.chargeBy}, ${JSON.stringify(t.rules)}::jsonb, ${JSON.stringify(t.free)}::jsonb,
      ${JSON.stringify(t.undeliverable)}::jsonb, true)`);
}

export async function seedShipping(db: Executor, shopIds: number[], shopperId: number | undefined): Promise<void> {
  await insertTemplate(db, null, PLATFORM);
  for (const [i, template] of SHOP_TEMPLATES.entries()) {
    const merchantId = shopIds[i];
    if (merchantId !== undefined) await insertTemplate(db, merchantId, template);
  }
  if (shopperId === undefined) return;
  await db.execute(sql`
    INSERT INTO addresses (user_id, real_name, email, country, region_code, region, city, detail, post_code,
      country_code, phone, is_default)
    VALUES
      (${shopperId}, 'Demo Shopper', 'shopper@example.com', 'LA', 'LA-VT', 'Vientiane Prefecture', 'Vientiane',
        '23 Lane Xang Avenue', '01000', '+856', '2055512345', true),
      (${shopperId}, 'Demo Shopper', 'shopper@example.com', 'FR', 'FR-IDF', 'Île-de-France', 'Paris',
        '12 rue de Rivoli', '75004', '+33', '612345678', false)`);
}
