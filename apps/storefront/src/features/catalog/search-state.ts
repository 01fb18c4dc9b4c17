import { type AttrChoice, formatAttrFilter, parseAttrFilter } from '@mall/contract';
import { useSearchParams } from 'react-router';
import type { SearchParams } from './api/get-product-search';
import { type SortKey, sortParams } from './components/sort-bar';

// The search page's whole state lives in the address (issue 23): a result page can be shared and the back button
// steps through the selections. Keys: title, cid, merId (the page's scope), cids, merIds, minRating, attrs, inStock,
// selfOperated, shipsTo, minPrice, maxPrice (the facets), sort, page.

const SORT_KEYS: SortKey[] = ['', 'sales', 'priceAsc', 'priceDesc', 'new'];
export const FACET_KEYS = [
  'cids',
  'merIds',
  'minRating',
  'attrs',
  'inStock',
  'selfOperated',
  'shipsTo',
  'minPrice',
  'maxPrice',
] as const;

export function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** `Colour:Red|Blue,Size:M` as a list of attribute selections, in order (what cannot be read is left out). */
export function parseAttrs(text: string): AttrChoice[] {
  return (parseAttrFilter(text) ?? []).flatMap(([name, values]): AttrChoice[] => {
    const kept = values.filter(Boolean);
    return name && kept.length > 0 ? [[name, kept]] : [];
  });
}

/** The list written back, each name and value escaped as the server reads it. */
export const formatAttrs = (attrs: AttrChoice[]) => formatAttrFilter(attrs);

export const idList = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => positiveInt(String(n)) !== undefined);

export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const sortValue = get('sort');
  const sort = (SORT_KEYS as string[]).includes(sortValue) ? (sortValue as SortKey) : '';
  const page = positiveInt(params.get('page')) ?? 1;
  const query: SearchParams = {
    keyword: get('title').trim() || undefined,
    cid: positiveInt(params.get('cid')),
    merId: positiveInt(params.get('merId')),
    ...Object.fromEntries(FACET_KEYS.map((key) => [key, get(key) || undefined])),
    ...sortParams(sort),
    page,
    limit: 20,
  };

  /**
   * Sets (or, with undefined or '', removes) keys; any change but the page's goes back to page one. `replace` puts
   * the new address in place of the current one (a page that cannot be shown is not kept in the history).
   */
  const update = (changes: Record<string, string | number | undefined>, options?: { replace?: boolean }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, options);
  };

  /** Adds or removes one value of a comma list (cids, merIds). */
  const toggleId = (key: 'cids' | 'merIds', id: number) => {
    const ids = idList(params.get(key));
    update({ [key]: (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]).join(',') });
  };

  const attrs = parseAttrs(get('attrs'));
  const toggleAttr = (name: string, value: string) => {
    const key = name.toLowerCase();
    const found = attrs.find(([n]) => n.toLowerCase() === key);
    if (!found) attrs.push([name, [value]]);
    else {
      const has = found[1].some((v) => v.toLowerCase() === value.toLowerCase());
      found[1] = has ? found[1].filter((v) => v.toLowerCase() !== value.toLowerCase()) : [...found[1], value];
    }
    update({ attrs: formatAttrs(attrs) });
  };

  const clearFacets = () => update(Object.fromEntries(FACET_KEYS.map((key) => [key, undefined])));

  return { params, get, query, sort, page, update, toggleId, attrs, toggleAttr, clearFacets };
}

export type SearchState = ReturnType<typeof useSearchState>;
