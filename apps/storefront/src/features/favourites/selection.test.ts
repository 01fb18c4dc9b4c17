import { describe, expect, it } from 'vitest';
import { allSelected, EMPTY_SELECTION, pageAfterRemoval, selectedOn, toggleAll, toggleOne } from './selection';

describe('manage-mode selection', () => {
  it('ticks and unticks one item without changing the old selection', () => {
    const one = toggleOne(EMPTY_SELECTION, 7);
    expect([...one]).toEqual([7]);
    expect(EMPTY_SELECTION.size).toBe(0);
    expect([...toggleOne(one, 7)]).toEqual([]);
  });

  it('select all ticks every item, and unticks them when all are ticked', () => {
    const ids = [3, 1, 2];
    const all = toggleAll(toggleOne(EMPTY_SELECTION, 1), ids);
    expect(allSelected(all, ids)).toBe(true);
    expect(toggleAll(all, ids).size).toBe(0);
  });

  it('is not "all selected" on an empty page or with one item missing', () => {
    expect(allSelected(EMPTY_SELECTION, [])).toBe(false);
    expect(allSelected(new Set([1, 2]), [1, 2, 3])).toBe(false);
  });

  it('answers only the ticked items still shown, in page order', () => {
    expect(selectedOn(new Set([9, 2, 5]), [5, 4, 2])).toEqual([5, 2]);
  });

  it('goes back one page when every item of a later page was removed', () => {
    expect(pageAfterRemoval(3, 4, 4)).toBe(2);
    expect(pageAfterRemoval(3, 4, 2)).toBe(3);
    expect(pageAfterRemoval(1, 4, 4)).toBe(1);
  });
});
