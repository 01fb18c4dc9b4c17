/**
 * Product content per language (issue 23, DESIGN.md section 7): the only reader and writer of `product_translations`.
 * The original stays on the product (`products.name`, `description`, `attrs`, `original_locale`); a translation row
 * holds the same fields in one more language, its `attrs` aligned with the product's by position (attribute i, value
 * j). SKU texts are derived: a SKU stores the original values, shown through the same positions.
 *
 * For other modules and helpers:
 *
 * Read side (the reader's language: `requestLocale(request)` of platform/locale.ts — cookie `locale`, then
 * Accept-Language; a server-rendered page passes the locale of its URL):
 * - `localName(locale)`: an SQL expression, the product `p`'s name in `locale` or the original. A correlated lookup on
 *   the primary key, evaluated only for the rows a page answers; use it in a select list (cards, favourites, shops).
 * - `translationJoin(locale)` + `pt.*` columns: `LEFT JOIN product_translations pt` on (p.id, locale), for queries
 *   that need several fields (detail, cart, checkout); then `localAttrs`, `localSkuValues`, `localSkuText`.
 * - `localAttrs(attrs, translated, { original, reader })`: the attributes as the reader sees them: a term of the
 *   mall's glossary in its word for the reader (attribute-glossary.ts), else translated, else the original.
 * - `localSkuValues(attrs, translated, values, locales)` / `localSkuText(...)`: a SKU's values and its "Colour: Red, Size: M".
 * - `translationsOf(db, productIds)`: every translation of these products in one query (search documents, exports).
 *
 * Write side (merchant create and edit, CSV import; inside the caller's transaction, after the caller has checked the
 * product is the shop's — every statement here is scoped to the shop again):
 * - `writeTranslations(tx, merchantId, productId, attrs, translations, before)`: `undefined` keeps the translations,
 *   their attributes following the product's from `before` (each value keeps its words: audit CT3); an object
 *   replaces them all.
 */
import { type Locale, realignedAttrs, type TranslationsInput, translationGiven } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { currentGlossary, valuesIn } from './attribute-glossary';
import { sanitizeRichText } from './rich-text';

export type Translation = { name: string; description: string; attrs: ProductAttr[] };
export type Translations = Partial<Record<Locale, Translation>>;

// ---- Read side ----

/** The product `p`'s name in `locale`, else its original name (a translation may leave the name to it: audit CT2). */
export const localName = (locale: Locale): SQL =>
  sql`coalesce((SELECT nullif(pt0.name, '') FROM product_translations pt0 WHERE pt0.product_id = p.id AND pt0.locale = ${locale}), p.name)`;

/** Joins the product `p`'s translation into `locale` as `pt` (all columns null when there is none). */
export const translationJoin = (locale: Locale): SQL =>
  sql`LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.locale = ${locale}`;

/**
 * Columns of the joined translation: t_name, t_description, t_attrs (null when not translated; a name or description
 * may be '' in a translation that gives only the other fields, and shows the original's).
 */
export const translationColumns = sql`pt.name AS t_name, pt.description AS t_description, pt.attrs AS t_attrs`;
export type TranslationColumns = { t_name: string | null; t_description: string | null; t_attrs: ProductAttr[] | null };

/** Who wrote a product's attributes and who reads them: the original's language and the reader's. */
export type AttrLocales = { original: Locale; reader: Locale };

/**
 * Attributes in the reader's language: each name and value that is a term of the mall's glossary in the glossary's
 * word (decision 0044), else as the merchant translated it, else the original.
 */
export function localAttrs(
  attrs: ProductAttr[],
  translated: ProductAttr[] | null | undefined,
  locales: AttrLocales,
): ProductAttr[] {
  return currentGlossary().attrsIn(attrs, locales.original, translated, locales.reader);
}

/** A SKU's values (stored in the original) in the reader's language, through their positions in the attributes. */
export function localSkuValues(
  attrs: ProductAttr[],
  translated: ProductAttr[] | null | undefined,
  values: string[],
  locales: AttrLocales,
): string[] {
  return valuesIn(attrs, localAttrs(attrs, translated, locales), values);
}

/**
 * "Colour: Red, Size: M" of a SKU; the form order lines and cart lines show. Written in a language, its punctuation is
 * that language's: French sets the colon off with a no-break space ("Couleur : Rouge"), Chinese writes the full-width
 * colon and comma ("颜色：红色，尺码：M"). Without one it is the form kept as the line's original text (and as the key
 * reviews find their lines by).
 */
export function skuText(attrs: { name: string }[], values: string[], locale?: Locale): string {
  const [colon, comma] = locale === 'fr' ? ['\u00a0: ', ', '] : locale === 'zh-CN' ? ['：', '，'] : [': ', ', '];
  return values.map((v, i) => (attrs[i] ? `${attrs[i].name}${colon}${v}` : v)).join(comma);
}

/** A SKU's text in the reader's language. */
export function localSkuText(
  attrs: ProductAttr[],
  translated: ProductAttr[] | null | undefined,
  values: string[],
  locales: AttrLocales,
) {
  const shown = localAttrs(attrs, translated, locales);
  return skuText(shown, valuesIn(attrs, shown, values), locales.reader);
}

/** The texts a shopper reads, from a row with the product's own columns and the joined `translationColumns`. */
export function localTexts(
  row: { name: string; description?: string; attrs: ProductAttr[]; original_locale: Locale } & TranslationColumns,
  reader: Locale,
): Translation {
  return {
    name: row.t_name || row.name,
    // Through today's allowlist: a description stored before it lost another site's pictures shows none (audit CH).
    description: sanitizeRichText(row.t_description || row.description || ''),
    attrs: localAttrs(row.attrs, row.t_attrs, { original: row.original_locale, reader }),
  };
}

/** Every translation of these products, in one query: product id to locale to texts. */
export async function translationsOf(db: Queryable, productIds: number[]): Promise<Map<number, Translations>> {
  const out = new Map<number, Translations>();
  if (productIds.length === 0) return out;
  const { rows } = await db.execute<{ product_id: number; locale: Locale } & Translation>(sql`
    SELECT product_id, locale, name, description, attrs FROM product_translations
    WHERE product_id = ANY(${`{${productIds.join(',')}}`}::int[]) ORDER BY product_id, locale`);
  for (const r of rows) {
    const of = out.get(r.product_id) ?? {};
    of[r.locale] = { name: r.name, description: r.description, attrs: r.attrs };
    out.set(r.product_id, of);
  }
  return out;
}

// ---- Write side ----

const aligned = (attrs: ProductAttr[], t: ProductAttr[]) =>
  t.length === attrs.length && t.every((a, i) => a.values.length === attrs[i]?.values.length);

/**
 * Writes the translations of a product of this shop. The contract has bounded and aligned them (ProductInputSchema);
 * descriptions pass the rich-text allowlist here, like the original's. A translation in the product's original
 * language is never kept: the original is the product's own fields. One with nothing in it is no translation (the
 * language is removed, as when left out): a row would claim a language whose page has none of its own words.
 */
export async function writeTranslations(
  tx: Queryable,
  merchantId: number,
  productId: number,
  attrs: ProductAttr[],
  translations: TranslationsInput | undefined,
  /** The product's attributes before this edit, which the stored translations follow (the attributes when none). */
  before: ProductAttr[] = attrs,
): Promise<void> {
  const own = sql`product_id = ${productId} AND EXISTS (
    SELECT 1 FROM products p WHERE p.id = ${productId} AND p.merchant_id = ${merchantId})`;
  if (translations === undefined) {
    // The attributes were edited: each translated value follows its own value; one no longer aligned with the
    // attributes it was written for says nothing of which value is which and is emptied.
    const { rows } = await tx.execute<{ locale: Locale } & Translation>(
      sql`SELECT locale, name, description, attrs FROM product_translations WHERE ${own} FOR UPDATE`,
    );
    for (const r of rows) {
      const next = aligned(before, r.attrs) ? realignedAttrs(before, attrs, r.attrs) : [];
      if (JSON.stringify(next) === JSON.stringify(r.attrs)) continue;
      // A translation of nothing but the values that left is none any more.
      await tx.execute(
        translationGiven({ ...r, attrs: next })
          ? sql`UPDATE product_translations SET attrs = ${JSON.stringify(next)}::jsonb, updated_at = now()
              WHERE ${own} AND locale = ${r.locale}`
          : sql`DELETE FROM product_translations WHERE ${own} AND locale = ${r.locale}`,
      );
    }
    await tx.execute(sql`DELETE FROM product_translations WHERE ${own}
      AND locale = (SELECT original_locale FROM products WHERE id = ${productId})`);
    return;
  }
  const entries = Object.entries(translations)
    .filter((e): e is [Locale, NonNullable<(typeof e)[1]>] => !!e[1])
    .map(([locale, t]) => [locale, { ...t, description: sanitizeRichText(t.description) }] as const)
    .filter(([, t]) => translationGiven(t));
  const keep = entries.map(([locale]) => sql`${locale}`);
  await tx.execute(sql`DELETE FROM product_translations WHERE ${own}
    AND (locale = (SELECT original_locale FROM products WHERE id = ${productId})
      ${keep.length > 0 ? sql`OR locale NOT IN (${sql.join(keep, sql`, `)})` : sql`OR TRUE`})`);
  for (const [locale, t] of entries) {
    const tAttrs = t.attrs.length > 0 && aligned(attrs, t.attrs) ? t.attrs : [];
    await tx.execute(sql`
      INSERT INTO product_translations (product_id, locale, name, description, attrs)
      SELECT p.id, ${locale}, ${t.name}, ${t.description}, ${JSON.stringify(tAttrs)}::jsonb
      FROM products p WHERE p.id = ${productId} AND p.merchant_id = ${merchantId} AND p.original_locale <> ${locale}
      ON CONFLICT (product_id, locale) DO UPDATE SET name = excluded.name, description = excluded.description,
        attrs = excluded.attrs, updated_at = now()`);
  }
}

/** A product's translations for its merchant's form (the caller has checked the product is the shop's). */
export async function translationsForForm(db: Queryable, productId: number): Promise<Translations> {
  const translations = (await translationsOf(db, [productId])).get(productId) ?? {};
  // The form shows what the shop shows (a picture from before the allowlist was narrowed is not offered again).
  for (const t of Object.values(translations)) t.description = sanitizeRichText(t.description);
  return translations;
}
