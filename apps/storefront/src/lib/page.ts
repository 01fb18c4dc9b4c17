import type { Page } from '@mall/contract';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** Reads a paged answer; tolerates a plain array (some list endpoints may answer one) so pages never crash. */
export function asPage<T>(data: Page<T> | T[] | null | undefined, page = 1, limit = 20): Page<T> {
  if (Array.isArray(data)) return { list: data, total: data.length, page, limit };
  if (data && Array.isArray(data.list)) return data;
  return { list: [], total: 0, page, limit };
}

export function asList<T>(data: T[] | Page<T> | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return data && Array.isArray(data.list) ? data.list : [];
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/**
 * A page past the end of a list that has items (a bookmark, or the last item of the last page gone since) moves to the
 * list's last page in place of the address, as the search page does (audit Q7, V4: "No orders here yet" over 29
 * orders, no pager). Answers whether it is moving, so that the page says nothing of an empty list meanwhile.
 */
export function usePastEnd(
  page: number,
  answer: { list: unknown[]; total: number } | undefined,
  limit: number,
  current: boolean,
  go: (page: number) => void,
): boolean {
  const pastEnd = current && !!answer && answer.list.length === 0 && answer.total > 0 && page > 1;
  const last = answer ? Math.min(page - 1, pageCount(answer.total, limit)) : 1;
  useEffect(() => {
    if (pastEnd) go(last);
  }, [pastEnd, last, go]);
  return pastEnd;
}

/** `usePastEnd` for a list whose page is the address's `page`: the move replaces the address, the rest of it kept. */
export function usePastEndInAddress(
  page: number,
  answer: { list: unknown[]; total: number } | undefined,
  limit: number,
  current: boolean,
): boolean {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (last: number) => {
      const copy = new URLSearchParams(params);
      copy.set('page', String(last));
      setParams(copy, { replace: true });
    },
    [params, setParams],
  );
  return usePastEnd(page, answer, limit, current, go);
}
