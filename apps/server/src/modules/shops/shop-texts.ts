/**
 * A shop's own texts in the shopper's language (audit DS6): the names of its categories, its intro and its service
 * promise, as its products' names (catalog/translations.ts). The original stays in its column
 * (`shop_categories.name`, `merchants.intro`, `merchants.service_text`); the other languages sit beside it as language
 * to text (`names`, `intros`, `service_texts`), only those the merchant gave. This module says how they are read and
 * stored; merchant-shop.service.ts is the only writer.
 *
 * Read side (the reader's language: `requestLocale(request)`, cookie `locale` then Accept-Language):
 * - `localShopText(original, translations, locale)`: an SQL expression, the text in `locale` or the original.
 * - `localShopValue(original, translations, locale)`: the same for a row already read.
 * Write side (the caller has checked the row is the shop's):
 * - `storedShopTexts(translations)`: what to store of the merchant's translations.
 */
import type { Locale, ShopTextTranslations } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';

/** The text in the reader's language, else the original (a language left empty shows the original's words). */
export const localShopText = (original: SQL, translations: SQL, locale: Locale): SQL =>
  sql`coalesce(nullif(${translations}->>${locale}::text, ''), ${original})`;

/** A text already read in the reader's language, else the original. */
export const localShopValue = (original: string, translations: ShopTextTranslations | null, locale: Locale): string =>
  translations?.[locale] || original;

/**
 * What to store of the merchant's translations (bounded and held to the readable rule by the contract): each trimmed,
 * its tags dropped as in a product's texts (the storefront shows them as text, so markup would show as typed), the
 * languages left empty left out. Null when they were not sent: the stored ones stay.
 */
export function storedShopTexts(translations: ShopTextTranslations | undefined): string | null {
  if (translations === undefined) return null;
  const out: ShopTextTranslations = {};
  for (const [locale, text] of Object.entries(translations) as [Locale, string | undefined][]) {
    const plain = (text ?? '').replace(/<\/?[a-z][^>]*>/gi, '').trim();
    if (plain !== '') out[locale] = plain;
  }
  return JSON.stringify(out);
}

/**
 * A shop's name in the reader's language (decision 0056), else its name as written: `alias` names the merchants row
 * of the statement. Shoppers' reads use it; the consoles read the name as written and show the names beside it.
 */
export const shopNameSql = (alias: string, locale: Locale): SQL =>
  sql`coalesce(nullif(${sql.identifier(alias)}.names->>${locale}::text, ''), ${sql.identifier(alias)}.name)`;

/**
 * A shop's banner in the reader's language where one was drawn (`banners`, migration 0088: the seed's pictures of
 * the shop's name in each language it has one in), else its banner. A banner the merchant saves empties `banners`.
 */
export const shopBannerSql = (alias: string, locale: Locale): SQL =>
  sql`coalesce(nullif(${sql.identifier(alias)}.banners->>${locale}::text, ''), ${sql.identifier(alias)}.banner)`;
