import { z } from 'zod';
import { MoneySchema } from './catalog';
import { EditVersionField, VersionAnswerSchema } from './edits';
import { PagingQuerySchema } from './envelope';
import { IdQuerySchema, IdSchema } from './ids';
import { LOCALES } from './locales';
import { MerchantImageSchema, merchantMessages, OptionalMerchantImageSchema } from './merchant';
import { isMoneyWithin } from './money';
import { plainMoney } from './money-input';
import { cleanText, lookAlikeKey, OPTIONAL_BLANK_TEXT, readable } from './readable-text';
import { WeightInputSchema } from './shipping';
import { maxChars } from './text-length';

/** The shop's products with their SKUs (/api/merchant/products). */

const m = merchantMessages;

/** A money amount typed by a merchant: "19.9" or "19.90", above zero and at most MAX_MONEY (parsed exactly). */
export const PriceInputSchema = plainMoney(z.string().trim())
  .regex(/^\d{1,8}(?:\.\d{1,2})?$/, m.price)
  .refine((v) => isMoneyWithin(v, 1), m.price);
/** A price that may be left empty (''): a union told a grouped price the price's message, not `MONEY_WRITING`. */
const OptionalPriceInputSchema = plainMoney(z.string({ error: m.price }).trim()).refine(
  (v) => v === '' || PriceInputSchema.safeParse(v).success,
  m.price,
);
export const StockSchema = z.number().int(m.stock).min(0, m.stock).max(999_999, m.stock);

export const PRODUCT_LIMITS = { attrs: 3, values: 20, skus: 200, images: 10 } as const;

/**
 * A product's name, an attribute's name or value, as it is kept: composed, without the invisible characters that made
 * look-alikes ("Re\u200Bd", "Cafe\u0301"; `cleanText`, audit FG5), trimmed again. After the checks, so that a text of
 * invisible characters only is still refused with its field's message rather than taken as left empty.
 */
const cleaned = <T extends z.ZodString>(schema: T): T =>
  schema.overwrite((text) => cleanText(text as string).trim() as z.output<T>);

/** Whether two of `texts` look the same (`lookAlikeKey`: case, width, invisible characters aside). */
const looksTwice = (texts: string[]) => new Set(texts.map(lookAlikeKey)).size !== texts.length;

const AttrInputSchema = z.strictObject({
  name: cleaned(readable(maxChars(z.string().trim().min(1, m.attrName), 20, m.attrName), m.attrName)),
  values: z
    .array(cleaned(readable(maxChars(z.string().trim().min(1, m.attrValue), 30, m.attrValue), m.attrValue)))
    .min(1, m.attrValuesCount)
    .max(PRODUCT_LIMITS.values, m.attrValuesCount),
});

const SkuInputSchema = z.strictObject({
  attrValues: z
    .array(cleaned(maxChars(z.string().trim(), 30, m.attrValue)))
    .max(PRODUCT_LIMITS.attrs, m.skuCombination),
  price: PriceInputSchema,
  /** The struck-through price; empty means the same as the price. */
  otPrice: OptionalPriceInputSchema.default(''),
  stock: StockSchema,
  /**
   * The count the form showed for this SKU when it loaded. With it, a save moves the stock by what the merchant
   * changed (`stock - stockShown`), so units sold or held by orders while the form was open stay taken (an unchanged
   * count writes nothing; a count never goes below 0). Without it (the import, another client), `stock` is the count.
   */
  stockShown: StockSchema.optional(),
  image: OptionalMerchantImageSchema.default(''),
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

/**
 * What a SKU's values are called after an edit of the attributes (audit AO-A): a value still listed keeps its name;
 * when an attribute keeps as many values, the values that left are renamed to the values that came, in list order
 * ("Red, Blue" to "Crimson, Blue": Red is now Crimson), so that a renamed option stays the same SKU (its id, carts and
 * the units unpaid orders hold). A value that left without a newcomer in its place maps to itself (no SKU wants it).
 * With another number of attributes nothing is renamed.
 */
export function renamedSkuValues(
  before: { values: string[] }[],
  after: { values: string[] }[],
): (attrValues: string[]) => string[] {
  if (before.length !== after.length) return (attrValues) => attrValues;
  const renames = before.map((old, i) => {
    const now = after[i]!.values;
    const renamed = new Map<string, string>();
    if (old.values.length !== now.length) return renamed;
    const left = old.values.filter((v) => !now.includes(v));
    const came = now.filter((v) => !old.values.includes(v));
    for (const [j, v] of left.entries()) renamed.set(v, came[j]!);
    return renamed;
  });
  return (attrValues) => attrValues.map((v, i) => renames[i]?.get(v) ?? v);
}

/**
 * Where each of `now` was in `old`, or -1 for one that is new: found by its text, else (lists of the same length) a
 * text that left is taken as renamed to one that came, in list order, as `renamedSkuValues` takes SKU values.
 */
function formerPlaces(old: string[], now: string[]): number[] {
  const renamed = new Map<string, string>();
  if (old.length === now.length) {
    const left = old.filter((v) => !now.includes(v));
    const came = now.filter((v) => !old.includes(v));
    for (const [k, v] of came.entries()) if (left[k] !== undefined) renamed.set(v, left[k]);
  }
  return now.map((v) => old.indexOf(old.includes(v) ? v : (renamed.get(v) ?? '\u0000')));
}

/**
 * A translation's attributes (`translated`, aligned with the attributes `before`) aligned with the attributes `after`
 * of an edit (audit CT3): each attribute and value keeps its own words wherever it moved, a removed one takes its
 * words along, a new one has none (an attribute is known by its name, a value by its text, a renamed one as
 * `formerPlaces` tells). Translations are kept by position: cut to the new length instead, the values after a removed
 * one took their neighbour's words. Empty when nothing of the translation is left.
 */
export function realignedAttrs(
  before: { name: string; values: string[] }[],
  after: { name: string; values: string[] }[],
  translated: { name: string; values: string[] }[],
): { name: string; values: string[] }[] {
  if (translated.length === 0) return [];
  const attrPlaces = formerPlaces(
    before.map((a) => a.name),
    after.map((a) => a.name),
  );
  const result = after.map((attr, i) => {
    const k = attrPlaces[i] ?? -1;
    const t = translated[k];
    const old = before[k];
    if (!t || !old) return { name: '', values: attr.values.map(() => '') };
    return {
      name: t.name,
      values: formerPlaces(old.values, attr.values).map((j) => t.values[j] ?? ''),
    };
  });
  return translationGiven({ attrs: result }) ? result : [];
}

/** A product's texts in one language: its own fields, or a translation (attributes aligned, '' where not given). */
export type ProductTexts = { name: string; description: string; attrs: { name: string; values: string[] }[] };

/**
 * The texts after a product's original language is swapped with its translation `translated` (aligned with
 * `original`'s attributes, or attributes []): the console's "Written in", and an edit that changes only the language
 * (audit CT6). The translation's words become the original's; a field it left empty keeps the original's text, which
 * its readers read before. The original's texts become the translation into the old language whole, not only the
 * fields the other language had: a field left to the new original there would show its readers the new language's
 * words once the merchant writes that field in it (audit DD); only a field holding the translation's own words is left
 * to the new original (`translationOf`), so that a swap there and back is no change (audit DJ3). Shoppers of every
 * language read what they read before.
 */
export function swappedTexts(
  original: ProductTexts,
  translated: ProductTexts,
): { original: ProductTexts; translation: ProductTexts } {
  const given = (text: string | undefined): text is string => (text ?? '').trim() !== '';
  const words = (a: number, j: number) => translated.attrs[a]?.values[j];
  return {
    original: {
      name: given(translated.name) ? translated.name.trim() : original.name,
      description: given(translated.description) ? translated.description : original.description,
      attrs: original.attrs.map((attr, a) => {
        const name = translated.attrs[a]?.name;
        return {
          name: given(name) ? name.trim() : attr.name,
          values: attr.values.map((v, j) => {
            const w = words(a, j);
            return given(w) ? w.trim() : v;
          }),
        };
      }),
    },
    translation: translationOf(original, translated),
  };
}

/**
 * The old original's texts as the translation into its language (`swappedTexts`): whole, but for a field whose text
 * the other language's translation gave as its own. That field was the old language's text left in the translation
 * by the swap before (a field the translation had left to the original: audit DJ3), or the same words by choice: left
 * '' it shows the same text (the original's), and a swap back gives the translation back exactly as it was, a field it
 * had left empty empty again, so that it follows the original's later edits instead of keeping a copy of them.
 */
function translationOf(original: ProductTexts, translated: ProductTexts): ProductTexts {
  const own = (text: string, other: string | undefined) =>
    (other ?? '').trim() !== '' && other!.trim() === text.trim() ? '' : text;
  const attrs = original.attrs.map((attr, a) => ({
    name: own(attr.name, translated.attrs[a]?.name),
    values: attr.values.map((v, j) => own(v, translated.attrs[a]?.values[j])),
  }));
  return {
    name: own(original.name, translated.name),
    description: own(original.description, translated.description),
    attrs: translationGiven({ attrs }) ? attrs : [],
  };
}

/**
 * A product's name, description and attributes in one more language. `attrs` is empty (not translated) or follows
 * the product's attributes position by position, with as many values each. Any field may be empty and shows the
 * original's: a brand's name is the same in every language while its colours and description are not (audit CT2). A
 * translation with nothing in it is none (the server keeps no such row).
 */
export const TranslationInputSchema = z.strictObject({
  name: cleaned(readable(maxChars(z.string().trim(), 100, m.productName), OPTIONAL_BLANK_TEXT)).default(''),
  description: z.string().max(20_000, m.descriptionLong).default(''),
  attrs: z
    .array(
      z.strictObject({
        // Read by every shopper of that language: the readable rule of the product's own attributes ('' shows those).
        name: cleaned(readable(maxChars(z.string().trim(), 20, m.attrName), OPTIONAL_BLANK_TEXT)),
        values: z
          .array(cleaned(readable(maxChars(z.string().trim(), 30, m.attrValue), OPTIONAL_BLANK_TEXT)))
          .max(PRODUCT_LIMITS.values, m.attrValuesCount),
      }),
    )
    .max(PRODUCT_LIMITS.attrs, m.attrsCount)
    .default([]),
});
export type TranslationInput = z.infer<typeof TranslationInputSchema>;
export const TranslationsInputSchema = z.partialRecord(z.enum(LOCALES), TranslationInputSchema);
export type TranslationsInput = z.infer<typeof TranslationsInputSchema>;

/** Whether a translation says anything: a name, a description, or an attribute's name or value (audit CT2). */
export function translationGiven(t: {
  name?: string;
  description?: string;
  attrs?: { name: string; values: string[] }[];
}): boolean {
  return (
    (t.name ?? '').trim() !== '' ||
    (t.description ?? '').trim() !== '' ||
    (t.attrs ?? []).some((a) => a.name.trim() !== '' || a.values.some((v) => v.trim() !== ''))
  );
}

export const translationMessages = {
  attrsAligned: "A translation's attributes follow the product's: the same attributes, with as many values each",
  original: "The original language is written in the product's own fields, not as a translation",
  /** An edit naming another original language, one the product is translated into, with new texts and no translations. */
  swapEdited:
    'The product has a translation in that language: change the language alone to swap the two, or send the translations with the edit',
} as const;

type Issue = { path: (string | number)[]; message: string };

/** Issues of translations against the product's own attributes (alignment, values told apart), for a superRefine. */
export function translationIssues(
  attrs: { name: string; values: string[] }[],
  translations: TranslationsInput | undefined,
  originalLocale: string | undefined,
): Issue[] {
  const issues: Issue[] = [];
  for (const [locale, t] of Object.entries(translations ?? {})) {
    if (!t) continue;
    if (locale === originalLocale)
      issues.push({ path: ['translations', locale], message: translationMessages.original });
    if (t.attrs.length === 0) continue;
    const aligned =
      t.attrs.length === attrs.length && t.attrs.every((a, i) => a.values.length === attrs[i]?.values.length);
    if (!aligned) {
      issues.push({ path: ['translations', locale, 'attrs'], message: translationMessages.attrsAligned });
      continue;
    }
    const names = t.attrs.map((a, i) => a.name || attrs[i]?.name || '');
    if (looksTwice(names)) issues.push({ path: ['translations', locale, 'attrs'], message: m.attrTwice });
    t.attrs.forEach((a, i) => {
      const shown = a.values.map((v, j) => v || attrs[i]?.values[j] || '');
      if (looksTwice(shown))
        issues.push({ path: ['translations', locale, 'attrs', i, 'values'], message: m.attrTwice });
    });
  }
  return issues;
}

export const ProductInputSchema = z
  .strictObject({
    name: cleaned(readable(maxChars(z.string().trim().min(1, m.productName), 100, m.productName), m.productName)),
    categoryId: IdSchema,
    /** A category of the shop's own tree, or null. */
    shopCategoryId: IdSchema.nullable().default(null),
    images: z.array(MerchantImageSchema).min(1, m.imagesCount).max(PRODUCT_LIMITS.images, m.imagesCount),
    /** Rich text; the server keeps only the tags the storefront shows (p, br, lists, strong, em, h3, h4, img). */
    description: z.string().max(20_000, m.descriptionLong).default(''),
    attrs: z.array(AttrInputSchema).max(PRODUCT_LIMITS.attrs, m.attrsCount),
    skus: z.array(SkuInputSchema).min(1, m.skusCount).max(PRODUCT_LIMITS.skus, m.skusCount),
    onSale: z.boolean().optional(),
    /** Weight of one piece in kg ("0.25"); used by templates that charge by weight. */
    weight: WeightInputSchema.default('0'),
    /** One of the shop's own shipping templates; null: the shop's default (else the platform's). */
    shippingTemplateId: IdSchema.nullable().default(null),
    /** Virtual goods (codes, services): no address and no freight. */
    isVirtual: z.boolean().default(false),
    /** The language of the name, description and attributes above; left out: unchanged (a new product: English). */
    originalLocale: z.enum(LOCALES).optional(),
    /** The product in other languages; left out: unchanged; given: exactly these (a language left out is removed). */
    translations: TranslationsInputSchema.optional(),
    /** The version the form loaded (edits.ts): checked when an edit sends it (without it the edit applies to the current row), ignored when creating. */
    ...EditVersionField,
  })
  .superRefine((p, ctx) => {
    for (const issue of translationIssues(p.attrs, p.translations, p.originalLocale))
      ctx.addIssue({ code: 'custom', ...issue });
    // Names and values alike are told apart as a reader tells them (audit FG5: "Red" and "RED", "XL" and "ＸＬ" twice).
    if (looksTwice(p.attrs.map((a) => a.name))) ctx.addIssue({ code: 'custom', path: ['attrs'], message: m.attrTwice });
    p.attrs.forEach((attr, i) => {
      if (looksTwice(attr.values)) ctx.addIssue({ code: 'custom', path: ['attrs', i, 'values'], message: m.attrTwice });
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

/**
 * The operator's takedown of one product (audit FG8, decision 0054): while `takenDownAt` is set the product is off sale
 * and its shop cannot put it back on sale; `takedownReason` is the operator's reason, shown to the shop.
 */
const TakedownFields = { takenDownAt: z.string().nullable(), takedownReason: z.string().nullable() };

/** The longest reason of a takedown (the database's `products_takedown_check` holds the same bound). */
export const TAKEDOWN_REASON_MAX = 500;
export const TAKEDOWN_REASON_TEXT = 'Give the reason for taking the product down (at most 500 characters)';
/** POST /api/admin/catalog/products/{id}/takedown: the reason is required, told to the shop as written. */
export const ProductTakedownSchema = z.strictObject({
  reason: readable(
    z
      .string({ error: TAKEDOWN_REASON_TEXT })
      .trim()
      .min(1, TAKEDOWN_REASON_TEXT)
      .max(TAKEDOWN_REASON_MAX, TAKEDOWN_REASON_TEXT),
    TAKEDOWN_REASON_TEXT,
    {
      lines: true,
    },
  ),
});
/** POST /api/admin/catalog/products/{id}/restore: nothing to say (an empty body or none). */
export const ProductRestoreSchema = z.strictObject({}).nullish();
/** The product as the operator's act left it. */
export const ProductTakedownAnswerSchema = z.object({
  id: z.number().int(),
  onSale: z.boolean(),
  ...TakedownFields,
});

export const MerchantProductQuerySchema = PagingQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  onSale: z.enum(['true', 'false']).optional(),
  categoryId: IdQuerySchema.optional(),
  shopCategoryId: IdQuerySchema.optional(),
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
  ...TakedownFields,
});
export type MerchantProductRow = z.infer<typeof MerchantProductRowSchema>;

export const MerchantProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  /** The category's name in the reader's language, and whether the platform hid it (audit DS7). */
  categoryName: z.string().optional(),
  categoryHidden: z.boolean().optional(),
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
  /** kg with three decimals ("0.250"). */
  weight: z.string().optional(),
  shippingTemplateId: z.number().int().nullable().optional(),
  isVirtual: z.boolean().optional(),
  originalLocale: z.enum(LOCALES).optional(),
  translations: z
    .partialRecord(
      z.enum(LOCALES),
      z.object({
        name: z.string(),
        description: z.string(),
        attrs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
      }),
    )
    .optional(),
  /** What an edit sends back as `version` (edits.ts). */
  version: VersionAnswerSchema,
  ...TakedownFields,
});
export type MerchantProduct = z.infer<typeof MerchantProductSchema>;
