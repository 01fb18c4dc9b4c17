/**
 * An order line's name and option text in every language (audit AF2). The line keeps what was bought as it was named
 * then, in each of the six languages (`order_items.names`, `sku_texts`: locale to text), written at order creation
 * from the product's translations and the glossary, as the cart and checkout render them; `name` and `sku_text` keep
 * the text the shopper read at checkout and are what a line without them (placed before, product gone) reads.
 *
 * Readers take the reader's language through `lineName(locale)` / `lineSkuText(locale)`: the shopper's orders and
 * refunds, reviews, the shop's console (its own language), the platform's orders, mails and notices (the account's).
 */
import { LOCALES, type Locale } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { currentGlossary, type Glossary, readGlossary, valuesIn } from '../catalog/attribute-glossary';
import { skuText } from '../catalog/translations';

export type LocalTexts = Partial<Record<Locale, string>>;
export type LineTexts = { names: LocalTexts; skuTexts: LocalTexts | null };
type ProductTranslations = Partial<Record<Locale, { name: string; attrs: ProductAttr[] }>>;

/** The line `i`'s name in `locale`, else the text it stored at checkout. */
export const lineName = (locale: Locale, i: SQL = sql.raw('i')): SQL =>
  sql`coalesce(${i}.names->>${locale}, ${i}.name)`;

/** The line `i`'s option text ("Colour: Red, Size: M") in `locale`, else the text it stored at checkout. */
export const lineSkuText = (locale: Locale, i: SQL = sql.raw('i')): SQL =>
  sql`coalesce(${i}.sku_texts->>${locale}, ${i}.sku_text)`;

/**
 * Every translation of the product `p`, for a select list: locale to its name and attributes (null when none). Read in
 * the statement that already reads the product, so that the six languages cost no round trip of their own (issue 25).
 */
export const allTranslationsColumn = sql`(SELECT jsonb_object_agg(pt1.locale,
  jsonb_build_object('name', pt1.name, 'attrs', pt1.attrs)) FROM product_translations pt1 WHERE pt1.product_id = p.id)`;

/** A line's name and, given the SKU's values (in the original), its option text in every language. */
export function lineTexts(
  product: { name: string; attrs: ProductAttr[]; original_locale: Locale },
  translations: ProductTranslations | null,
  values: string[] | null,
  glossary: Glossary = currentGlossary(),
): LineTexts {
  const names: LocalTexts = {};
  const skuTexts: LocalTexts = {};
  for (const locale of LOCALES) {
    const t = translations?.[locale];
    names[locale] = t?.name || product.name;
    if (values) {
      const shown = glossary.attrsIn(product.attrs, product.original_locale, t?.attrs, locale);
      skuTexts[locale] = skuText(shown, valuesIn(product.attrs, shown, values), locale);
    }
  }
  return { names, skuTexts: values ? skuTexts : null };
}

const FILL_BATCH = 500;

/**
 * Gives the lines placed before the languages were kept (migration 0048) their product's current names and option
 * texts; a line whose product is gone keeps none and reads its stored text. Runs after the migrations at every start
 * and after the seed (the glossary is in code, not SQL); finds nothing to do once done. Answers how many were filled.
 */
export async function fillLineTexts(db: Queryable, glossary?: Glossary): Promise<number> {
  let filled = 0;
  let after = 0;
  let terms = glossary;
  for (;;) {
    const { rows } = await db.execute<{
      id: number;
      name: string;
      attrs: ProductAttr[];
      original_locale: Locale;
      attr_values: string[] | null;
      translations: ProductTranslations | null;
    }>(sql`
      SELECT i.id, p.name, p.attrs, p.original_locale, s.attr_values, ${allTranslationsColumn} AS translations
      FROM order_items i JOIN products p ON p.id = i.product_id LEFT JOIN product_skus s ON s.id = i.sku_id
      WHERE i.names IS NULL AND i.id > ${after} ORDER BY i.id LIMIT ${FILL_BATCH}`);
    if (rows.length === 0) return filled;
    terms ??= await readGlossary(db);
    const texts = rows.map((r) => ({ id: r.id, ...lineTexts(r, r.translations, r.attr_values, terms) }));
    await db.execute(sql`
      UPDATE order_items i SET names = x.names, sku_texts = x."skuTexts"
      FROM jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) AS x(id int, names jsonb, "skuTexts" jsonb)
      WHERE i.id = x.id`);
    filled += rows.length;
    after = rows[rows.length - 1]!.id;
  }
}
