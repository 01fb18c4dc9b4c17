import { z } from 'zod';
import { MoneySchema } from './catalog';
import { EditVersionField, VersionAnswerSchema } from './edits';
import { isMoneyWithin } from './money';
import { plainMoney } from './money-input';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/** Shipping and structured addresses (API.md section G). */

export const shippingMessages = {
  country: 'Choose a country',
  region: 'Choose a province or state of this country',
  regionCode: 'Unknown region code',
  templateName: 'The template name must be 1 to 30 characters',
  fee: 'A fee is an amount from 0 to 999999.99 with at most two decimals',
  pieces: 'A number of pieces is a whole number from 1 to 9999',
  kilograms: 'A weight is from 0.001 to 9999 kg with at most three decimals',
  weight: 'The weight is from 0 to 9999 kg with at most three decimals',
  rules: 'Give 1 to 50 freight rules',
  everywhereTwice: 'Only one rule may apply everywhere else',
  regionTwice: 'A region is in two rules',
  regionChargedAndUndeliverable: 'A region cannot have a fee and be undeliverable at once',
  regionFreeAndUndeliverable: 'A region cannot ship free and be undeliverable at once',
  freeRule: 'A free-shipping rule needs a minimum amount or a minimum count',
  regionsCount: 'At most 500 regions per rule',
} as const;
const m = shippingMessages;

/** ISO 3166-1 alpha-2 country code, upper case ("TH"). */
export const CountryIsoSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, m.country));
/** A country ("TH") or a region of it ("TH-10", "CN-GD", "US-CA"): the codes the regions call answers. */
export const REGION_CODE_PATTERN = /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/;
export const RegionCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(REGION_CODE_PATTERN, m.regionCode));

// ---- Countries and regions (GET /api/front/address/countries, GET /api/front/address/regions/{countryCode}) ----

export const CountrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  /** In the reader's language. */
  name: z.string(),
  /** "+66"; '' when none is known. */
  dialCode: z.string(),
  /** Whether the regions call knows provinces or states for it. */
  hasRegions: z.boolean(),
  /** A JavaScript regular expression source a post code must match in full (case-insensitive); absent: any. */
  postCodePattern: z.string().optional(),
  /** An example post code, for the placeholder. */
  postCodeExample: z.string().optional(),
  /** Whether the mall delivers there (the platform's served countries); addresses can only be made in these. */
  served: z.boolean(),
});
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.array(CountrySchema);

export const CountryParamSchema = z.object({ countryCode: CountryIsoSchema });

export type Region = { code: string; name: string; children?: Region[] };
/** A province or state (`code` "TH-10"), with its cities where known (`code` "TH-10-1"; names only matter). */
export const RegionSchema: z.ZodType<Region> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(RegionSchema).optional() }),
);
export const RegionListSchema = z.array(RegionSchema);

// ---- Freight before checkout (GET /api/front/product/freight/{productId}) ----

export const ProductFreightQuerySchema = z.object({
  /** One of the shopper's own addresses; otherwise `country` (+ `region`); neither: the default address or none. */
  addressId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  country: CountryIsoSchema.optional(),
  /** A region code of that country ("TH-10"). */
  region: RegionCodeSchema.optional(),
  skuId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
  /** The reader's language, as everywhere (else the locale cookie, else Accept-Language). */
  lang: z.string().max(10).optional(),
});
export const ProductFreightSchema = z.object({
  deliverable: z.boolean(),
  /** Freight for this quantity alone ("0.00" when free or not deliverable). */
  freight: MoneySchema,
  /**
   * From what goods total freight is free for this destination, if the product's template has such a rule. Freight
   * is worked out per template within a shop (decision 0022): the total counts the shop's goods shipped under the
   * same template as this product, not all of the shop's goods.
   */
  freeOver: MoneySchema.optional(),
  /** From how many pieces freight is free, if the rule counts pieces (of goods under the same template). */
  freeCount: z.number().int().optional(),
  /** In the reader's language: "Ship to Thailand: $5.00, free over $49.00 on items shipped the same way" or "Not deliverable to Laos". */
  message: z.string(),
  /** The destination used: ISO country code ('' when none is known), region code, and names to show. */
  country: z.string(),
  countryName: z.string(),
  region: z.string(),
  /** Virtual goods: no delivery at all. */
  virtual: z.boolean(),
});
export type ProductFreight = z.infer<typeof ProductFreightSchema>;

// ---- Shipping templates (merchant console /api/merchant/shipping/templates, platform default /api/admin/shipping/…) ----

/** A fee typed in a console: "0", "5", "5.5" or "5.50", from 0 to MAX_MONEY. */
export const FeeInputSchema = plainMoney(z.string().trim())
  .regex(/^\d{1,8}(?:\.\d{1,2})?$/, m.fee)
  .refine((v) => isMoneyWithin(v, 0), m.fee);
/** A product's weight in kg: "0", "0.25", "1.5"; at most 9999 kg, three decimals (stored in grams). */
export const WeightInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}(?:\.\d{1,3})?$/, m.weight)
  .refine((v) => Number(v) <= 9999, m.weight);
/**
 * First or additional unit: pieces (whole, 1 to 9999) when charged by piece, kg (0.001 to 9999) by weight. Its bounds
 * depend on the template's `chargeBy`, so the template checks them (audit GT F4: a piece template's 0 pieces was told
 * "A weight is from 0.001 to 9999 kg").
 */
const UnitSchema = z.number();

const RegionsSchema = z.array(RegionCodeSchema).max(500, m.regionsCount);

export const ShippingRuleInputSchema = z.strictObject({
  /** Empty: everywhere not named by another rule. */
  regions: RegionsSchema,
  first: UnitSchema,
  firstFee: FeeInputSchema,
  additional: UnitSchema,
  additionalFee: FeeInputSchema,
});
export const FreeShippingInputSchema = z
  .strictObject({
    /** Empty: everywhere. */
    regions: RegionsSchema,
    minAmount: FeeInputSchema.optional(),
    minCount: z.number().int().min(1).max(9999).optional(),
  })
  .refine((f) => f.minAmount !== undefined || f.minCount !== undefined, m.freeRule);

export const ShippingTemplateInputSchema = z
  .strictObject({
    name: readable(maxChars(z.string().trim().min(1, m.templateName), 30, m.templateName), m.templateName),
    chargeBy: z.enum(['piece', 'weight']),
    rules: z.array(ShippingRuleInputSchema).min(1, m.rules).max(50, m.rules),
    free: z.array(FreeShippingInputSchema).max(50).default([]),
    undeliverable: RegionsSchema.default([]),
    isDefault: z.boolean().default(false),
    /** The version the form loaded (edits.ts): checked when an edit sends it (without it the edit applies to the current row), ignored when creating. */
    ...EditVersionField,
  })
  .superRefine((t, ctx) => {
    t.rules.forEach((rule, i) => {
      if (t.chargeBy === 'piece') {
        for (const key of ['first', 'additional'] as const)
          if (!Number.isInteger(rule[key]) || rule[key] < 1 || rule[key] > 9999)
            ctx.addIssue({ code: 'custom', path: ['rules', i, key], message: m.pieces });
      } else {
        for (const key of ['first', 'additional'] as const)
          if (
            !(rule[key] >= 0.001 && rule[key] <= 9999) ||
            Math.abs(rule[key] * 1000 - Math.round(rule[key] * 1000)) > 1e-6
          )
            ctx.addIssue({ code: 'custom', path: ['rules', i, key], message: m.kilograms });
      }
    });
    if (t.rules.filter((r) => r.regions.length === 0).length > 1)
      ctx.addIssue({ code: 'custom', path: ['rules'], message: m.everywhereTwice });
    const seen = new Set<string>();
    t.rules.forEach((rule, i) => {
      for (const code of rule.regions) {
        if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['rules', i, 'regions'], message: m.regionTwice });
        seen.add(code);
      }
    });
    // A rule for a region the template also refuses (or for a province of a refused country) would never charge: the
    // shopper is told "not deliverable" while the shop sees a fee (audit M5). A refused province of a charged country
    // is an exception to the rule, and stays allowed.
    const refused = new Set(t.undeliverable);
    const isRefused = (code: string) => refused.has(code) || refused.has(code.split('-')[0] ?? code);
    t.rules.forEach((rule, i) => {
      if (rule.regions.some(isRefused))
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'regions'], message: m.regionChargedAndUndeliverable });
    });
    // Free shipping to a refused region would never apply either (audit O6).
    t.free.forEach((free, i) => {
      if (free.regions.some(isRefused))
        ctx.addIssue({ code: 'custom', path: ['free', i, 'regions'], message: m.regionFreeAndUndeliverable });
    });
  });
export type ShippingTemplateInput = z.infer<typeof ShippingTemplateInputSchema>;

export const ShippingTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  chargeBy: z.enum(['piece', 'weight']),
  /** Units as typed (pieces or kg), fees as money strings. */
  rules: z.array(
    z.object({
      regions: z.array(z.string()),
      first: z.number(),
      firstFee: MoneySchema,
      additional: z.number(),
      additionalFee: MoneySchema,
    }),
  ),
  free: z.array(
    z.object({
      regions: z.array(z.string()),
      minAmount: MoneySchema.optional(),
      minCount: z.number().int().optional(),
    }),
  ),
  undeliverable: z.array(z.string()),
  isDefault: z.boolean(),
  /** Products of the shop that name this template. */
  productCount: z.number().int(),
  updateTime: z.string(),
  /** What an edit sends back as `version` (edits.ts). */
  version: VersionAnswerSchema,
});
export type ShippingTemplate = z.infer<typeof ShippingTemplateSchema>;
export const ShippingTemplateListSchema = z.array(ShippingTemplateSchema);
export const ShippingTemplateIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The countries the mall serves (platform console); empty means every country. */
export const ServedCountriesSchema = z.strictObject({
  countries: z.array(CountryIsoSchema).max(300),
});
export type ServedCountries = z.infer<typeof ServedCountriesSchema>;
export const ServedCountriesAnswerSchema = z.object({ countries: z.array(z.string()) });

/** Per item of a checkout: whether it can go to the chosen address. */
export const DeliverabilitySchema = z.object({
  productId: z.number().int(),
  skuId: z.number().int(),
  merId: z.number().int(),
  deliverable: z.boolean(),
});
