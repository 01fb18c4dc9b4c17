/** Manage mode of the collection list: which items of the current page are ticked. Sets are never changed in place. */
export type Selection = ReadonlySet<number>;

export const EMPTY_SELECTION: Selection = new Set();

/** Ticks or unticks one item. */
export function toggleOne(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** True when the page has items and every one of them is ticked. */
export function allSelected(selection: Selection, ids: readonly number[]): boolean {
  return ids.length > 0 && ids.every((id) => selection.has(id));
}

/** "Select all": ticks every item of the page, or unticks them all when they already are. */
export function toggleAll(selection: Selection, ids: readonly number[]): Selection {
  return allSelected(selection, ids) ? EMPTY_SELECTION : new Set(ids);
}

/** Keeps only the ticks of items still shown (after a page change or a refetch), in the order of the page. */
export function selectedOn(selection: Selection, ids: readonly number[]): number[] {
  return ids.filter((id) => selection.has(id));
}

/** The page to show after removing `removed` items of page `page`: the one before when the page became empty. */
export function pageAfterRemoval(page: number, shown: number, removed: number): number {
  return removed >= shown && page > 1 ? page - 1 : page;
}
