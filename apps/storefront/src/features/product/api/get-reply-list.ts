import type { Page, Reply } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';

/** Review filter: 0 all, 1 good, 2 general, 3 bad. */
export type ReplyFilter = 0 | 1 | 2 | 3;

export interface ReplyListParams {
  type: ReplyFilter;
  page: number;
  limit: number;
}

export async function getReplyList(productId: number, params: ReplyListParams, signal?: AbortSignal) {
  const data = await apiGet<Page<Reply>>(`/api/front/product/reply/list/${productId}`, { ...params }, { signal });
  return asPage(data, params.page, params.limit);
}

export const replyListQuery = (productId: number, params: ReplyListParams) =>
  queryOptions({
    queryKey: ['product', 'replies', productId, params],
    queryFn: ({ signal }) => getReplyList(productId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useReplyList(productId: number, params: ReplyListParams) {
  return useQuery(replyListQuery(productId, params));
}
