import type { Locale } from '@mall/contract';
import type { productTranslations } from '../schema';
import { attrName, attrValue, COLOURS } from './attributes';
import { FRENCH_TRANSLATION_WORDS } from './catalog-local-words';
import {
  type Copy,
  PLAIN_VALUES,
  SPANISH_ATTR_NAMES,
  SPANISH_COLOURS,
  SPANISH_COPY,
  SPANISH_VALUES,
  SPANISH_WORDS,
  spanishTails,
} from './catalog-spanish';
import type { AttrValue, ChildCategory, ProductLang } from './catalog-types';
import { escapeHtml, listSeparator, productDescription, productName, wordsOf } from './product-text';
import type { Random } from './random';

/**
 * The demo products' translations (issue 23): a product of a category that has words in every language gets its
 * name, description and attributes in the five languages besides its own, each written from that language's own
 * phrases for the kind of product (never word for word), the attributes aligned with the original's by position.
 */

type TranslationRow = typeof productTranslations.$inferInsert;
export const ALL: Locale[] = ['en', 'zh-CN', 'fr', 'th', 'lo', 'es'];

/** The category with the French words its translations use where its catalogue file has none (audit FS12). */
const withTranslationWords = (child: ChildCategory): ChildCategory =>
  child.fr || !FRENCH_TRANSLATION_WORDS[child.key] ? child : { ...child, fr: FRENCH_TRANSLATION_WORDS[child.key] };

/** Whether the category has phrases in every language, so that its products can carry all six (all do now). */
export const translatable = (child: ChildCategory) =>
  (['zh-CN', 'fr', 'th', 'lo'] as ProductLang[]).every(
    (lang) => wordsOf(withTranslationWords(child), lang) !== undefined,
  ) && SPANISH_WORDS[child.key] !== undefined;

/** Whether the category's products were translated before audit FS12 (their translations are drawn as they were). */
export const translatedBefore = (child: ChildCategory) =>
  (['zh-CN', 'fr', 'th', 'lo'] as ProductLang[]).every((lang) => wordsOf(child, lang) !== undefined) &&
  !FRENCH_TRANSLATION_WORDS[child.key];

export function valueIn(value: AttrValue, locale: Locale): string {
  if (locale === 'es') {
    // A scent or shade carries a colour for its picture only: its name is its own.
    if (SPANISH_VALUES[value.v]) return SPANISH_VALUES[value.v] as string;
    if (value.colour && COLOURS[value.colour]?.en === value.v) return SPANISH_COLOURS[value.colour] ?? value.v;
    return PLAIN_VALUES[value.v]?.es ?? value.v;
  }
  if (locale !== 'en' && value.i18n?.[locale]) return attrValue(value, locale as ProductLang);
  if (locale === 'en') return value.v;
  return PLAIN_VALUES[value.v]?.[locale] ?? value.v;
}

/** Spanish says "talla" of clothes and shoes, "tamaño" of anything else. */
const CLOTHES_SIZE = /^(XS|S|M|L|XL|XXL|\d{2})$/;

export function nameIn(attr: { name: string; values: AttrValue[] }, locale: Locale): string {
  if (locale !== 'es') return attrName(attr.name, locale as ProductLang);
  if (attr.name === 'Size' && !attr.values.every((v) => CLOTHES_SIZE.test(v.v))) return 'Tamaño';
  return SPANISH_ATTR_NAMES[attr.name] ?? attr.name;
}

/** "AeroSound X2" of an English name of a category with models: brands stay as they are in every language. */
function brandOf(child: ChildCategory, englishName: string): string {
  if (!child.en.model) return '';
  const brand = child.en.brands.find((b) => englishName.startsWith(`${b} `));
  if (!brand) return '';
  const model = englishName.slice(brand.length + 1).split(' ')[0] ?? '';
  return /\d/.test(model) ? `${brand} ${model}` : brand;
}

/** An English name without a brand (a product first written in another language has none). */
function englishName(rng: Random, child: ChildCategory): string {
  return `${rng.pick(child.en.features)} ${rng.pick(child.en.nouns)}`;
}

function spanishName(rng: Random, child: ChildCategory): string {
  const words = SPANISH_WORDS[child.key]!;
  const noun = rng.pick(words.nouns);
  return `${noun} ${rng.pick(spanishTails(noun, words.tails))}`;
}

function spanishDescription(rng: Random, name: string, options: string[]): string {
  const copy: Copy = SPANISH_COPY;
  const bullets = [...options, ...rng.sample(copy.bullets, 3)].map((b) => `<li>${escapeHtml(b)}</li>`);
  return (
    `<p><strong>${escapeHtml(name)}</strong> ${escapeHtml(rng.pick(copy.intros))}</p>` +
    `<p>${escapeHtml(rng.pick(copy.middles))}</p><ul>${bullets.join('')}</ul>` +
    `<p>${escapeHtml(copy.closing)}</p>`
  );
}

/**
 * The five translations of one product. `chosen` are the values of each attribute in the order of the product's
 * `attrs`; `name` is the original name (its brand, if any, is kept).
 */
export function translateProduct(
  rng: Random,
  product: { id: number; lang: ProductLang; name: string; child: ChildCategory; chosen: AttrValue[][] },
): TranslationRow[] {
  const { chosen } = product;
  const child = withTranslationWords(product.child);
  const brand = product.lang === 'en' ? brandOf(child, product.name) : '';
  const rows: TranslationRow[] = [];
  for (const locale of ALL) {
    if (locale === product.lang) continue;
    let name: string;
    if (locale === 'es') name = spanishName(rng, child);
    else if (locale === 'en') name = englishName(rng, child);
    else name = productName(rng, child, locale as ProductLang);
    if (brand) name = `${brand} ${name}`;
    const attrs = child.attrs.map((attr, a) => ({
      name: nameIn(attr, locale),
      values: (chosen[a] ?? []).map((v) => valueIn(v, locale)),
    }));
    // Two values that read alike in this language would make two SKUs look the same: keep the original's there.
    const distinct = attrs.every((a) => new Set(a.values).size === a.values.length);
    const sep = locale === 'es' ? ', ' : listSeparator(locale as ProductLang);
    const options = attrs.map((a) => `${a.name}: ${a.values.join(sep)}`);
    const description =
      locale === 'es'
        ? spanishDescription(rng, name, options)
        : productDescription(rng, locale as ProductLang, name, options);
    rows.push({ productId: product.id, locale, name, description, attrs: distinct ? attrs : [] });
  }
  return rows;
}
