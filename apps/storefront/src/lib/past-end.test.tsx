// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePastEnd } from './page';

describe('a list page past the end of its items (audit Q7, V4)', () => {
  it('moves to the last page when the list has items but this page none', () => {
    const go = vi.fn();
    const { result } = renderHook(() => usePastEnd(40, { list: [], total: 29 }, 10, true, go));
    expect(result.current).toBe(true);
    expect(go).toHaveBeenCalledWith(3);
  });

  it('stays where it is for an empty list, a page with items, the first page, or a stale answer', () => {
    const go = vi.fn();
    for (const [page, answer, current] of [
      [3, { list: [], total: 0 }, true],
      [3, { list: [1], total: 29 }, true],
      [1, { list: [], total: 29 }, true],
      [40, { list: [], total: 29 }, false],
    ] as const) {
      const { result } = renderHook(() =>
        usePastEnd(page, { list: [...answer.list], total: answer.total }, 10, current, go),
      );
      expect(result.current).toBe(false);
    }
    expect(go).not.toHaveBeenCalled();
  });
});
