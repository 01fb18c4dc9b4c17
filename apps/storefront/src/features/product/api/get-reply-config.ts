import type { ReplyStats } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getReplyConfig(productId: number): Promise<ReplyStats> {
  return apiGet<ReplyStats>(`/api/front/product/reply/config/${productId}`);
}

export const replyConfigQuery = (productId: number) =>
  queryOptions({ queryKey: ['product', 'reply-config', productId], queryFn: () => getReplyConfig(productId) });

export function useReplyConfig(productId: number, initial?: ReplyStats) {
  return useQuery({ ...replyConfigQuery(productId), placeholderData: initial });
}
