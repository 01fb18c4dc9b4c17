import type { HotKeywordSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type HotKeyword = Infer<typeof HotKeywordSchema>;

export function getHotKeywords(): Promise<HotKeyword[]> {
  return apiGet<HotKeyword[]>('/api/front/search/keyword');
}

export const hotKeywordsQuery = () =>
  queryOptions({ queryKey: ['catalog', 'hot-keywords'], queryFn: getHotKeywords, staleTime: 10 * 60_000 });

/** Up to three hot keywords (spec section 9). */
export function useHotKeywords() {
  return useQuery({ ...hotKeywordsQuery(), select: (list) => (Array.isArray(list) ? list.slice(0, 3) : []) });
}
