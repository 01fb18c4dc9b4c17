import { type AdminKeyword, LOCALES } from '@mall/contract';

/**
 * The keywords some shopper sees under the search box: for each language, the first three of its own keywords and
 * then those for every language (as /api/front/search/keyword answers).
 */
export function underSearchBox(rows: AdminKeyword[]): Set<number> {
  const shown = new Set<number>();
  const general = rows.filter((k) => k.locale === null);
  for (const locale of LOCALES) {
    const list = [...rows.filter((k) => k.locale === locale), ...general];
    for (const k of list.slice(0, 3)) shown.add(k.id);
  }
  return shown;
}
