import type { AttrFacet } from '@mall/contract';
import type { AttrSelection } from './search-selection';
import { attrNameKey, foldTerm, splitPair } from './search-text';

/** A counted attribute value as the documents show it (`Colour=Red`); `group`: the selected attribute it counts for. */
export type PairCount = { pair: string; count: number; group: string | null };

const TOP_NAMES = 8;
const TOP_VALUES = 12;

type Value = { value: string; count: number; selected: boolean };
type Name = { name: string; names: Map<string, number>; values: Map<string, Value>; total: number };

/**
 * The attribute facets from counted pairs: shops' spellings of one name and value meet under their folded keys
 * (each document holds a key once, so the counts add up exactly); a selected attribute takes its counts from its own
 * aggregate (its selection left out), the others from the aggregate of the whole selection.
 */
export function attrFacets(pairs: PairCount[], selected: AttrSelection[], more: string[], limit = TOP_VALUES) {
  const chosen = new Map(selected.map((a) => [a.key, new Set(a.keys)]));
  const names = new Map<string, Name>();
  for (const { pair, count, group } of pairs) {
    const split = splitPair(pair);
    if (!split?.name) continue;
    const { name, value } = split;
    // Keyed as the documents' keys and the filters are (`attrKey`), so a chosen value finds its chip.
    const key = attrNameKey(name);
    if (group === null ? chosen.has(key) : group !== key) continue;
    // The most frequent spelling names the facet: the composed and decomposed "Matière" are one spelling, shown
    // composed (audit FG7: counted apart, a shop's "MATIERE" outnumbered each and named the facet).
    const spelling = name.normalize('NFC');
    const entry = names.get(key) ?? { name: spelling, names: new Map(), values: new Map(), total: 0 };
    entry.names.set(spelling, (entry.names.get(spelling) ?? 0) + count);
    entry.total += count;
    const valueKey = foldTerm(value);
    const known = entry.values.get(valueKey);
    if (known) known.count += count;
    else {
      const selectedValue = chosen.get(key)?.has(`a:${key}=${valueKey}`) ?? false;
      entry.values.set(valueKey, { value, count, selected: selectedValue });
    }
    names.set(key, entry);
  }
  // A chosen value stays listed when nothing has it any more (count 0), as chosen categories and shops do, so that its
  // chip keeps its tick and can be taken off.
  for (const a of selected) {
    const entry = names.get(a.key) ?? { name: a.name, names: new Map([[a.name, 0]]), values: new Map(), total: 0 };
    a.values.forEach((value, i) => {
      const valueKey = (a.keys[i] as string).slice(`a:${a.key}=`.length);
      if (!entry.values.has(valueKey)) entry.values.set(valueKey, { value, count: 0, selected: true });
    });
    names.set(a.key, entry);
  }
  const ranked = [...names.entries()].sort(
    ([ka, a], [kb, b]) => Number(chosen.has(kb)) - Number(chosen.has(ka)) || b.total - a.total,
  );
  const out: AttrFacet[] = [];
  for (const [, entry] of ranked.slice(0, Math.max(TOP_NAMES, chosen.size))) {
    const display = [...entry.names].sort((a, b) => b[1] - a[1])[0]![0];
    const values = [...entry.values.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const shown = values.filter((v, i) => i < limit || v.selected);
    if (shown.length < values.length) more.push(`attr:${display}`);
    out.push({ name: display, values: shown });
  }
  return out;
}
