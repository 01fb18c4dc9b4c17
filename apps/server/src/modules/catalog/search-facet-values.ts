import { FACET_NAMES, type FacetValue } from '@mall/contract';
import type { Queryable } from '../../db/client';
import { invalid } from '../../platform/errors';
import { fold } from '../../platform/text-fold';
import { currentGlossary } from './attribute-glossary';
import { attrFacets, type PairCount } from './search-attr-facets';
import { countGroups, searchFacets } from './search-facets';
import { withUnfinishedWord } from './search-keyword-words';
import type { Selection } from './search-selection';
import { attrNameKey, splitPair } from './search-text';

export const UNKNOWN_FACET = 'Unknown filter';
const MAX_VALUES = 100;

/**
 * The "more" of a long facet: its values matching `q` (folded, anywhere in the name), at most 100, each counted with
 * the facet's own selection left out, exactly as in the search's facets.
 */
export async function facetValues(db: Queryable, typed: Selection, facet: string, q: string) {
  const s = await withUnfinishedWord(db, typed);
  const needle = fold(q).trim();
  const matches = (name: string) => needle === '' || fold(name).includes(needle);
  if (facet.startsWith('attr:')) {
    const written = facet.slice(5).trim();
    if (!written) throw invalid(UNKNOWN_FACET);
    // Named in another language's words (a shared link): as this language's documents hold it (decision 0044).
    const { name } = currentGlossary().filterIn(written, [], s.locale);
    const key = attrNameKey(name);
    const selected = s.attrs.some((a) => a.key === key);
    const group = selected ? (`attr:${key}` as const) : 'attrs';
    const rows = await countGroups(db, s, [group]);
    const pairs: PairCount[] = rows
      .filter((r) => attrNameKey(splitPair(r.v)?.name ?? '') === key)
      .map((r) => ({ pair: r.v, count: r.n, group: selected ? key : null }));
    const facets = attrFacets(
      pairs,
      s.attrs.filter((a) => a.key === key),
      [],
      MAX_VALUES * 10,
    );
    const values = facets[0]?.values ?? [];
    return values
      .filter((v) => matches(v.value))
      .slice(0, MAX_VALUES)
      .map((v): FacetValue => ({ value: v.value, name: v.value, count: v.count, selected: v.selected }));
  }
  if (!(FACET_NAMES as readonly string[]).includes(facet)) throw invalid(UNKNOWN_FACET);
  const { facets } = await searchFacets(db, s, { allShops: facet === 'shops' });
  const list = facets[facet as (typeof FACET_NAMES)[number]];
  return list.filter((v) => matches(v.name)).slice(0, MAX_VALUES);
}
