import type { OperatorAction, OperatorActionQuery, Page } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type OperatorLogQuery = Pick<OperatorActionQuery, 'operator' | 'target' | 'page' | 'limit'>;

/** The operators' audit log (audit AW4), newest first. */
export const operatorLogQuery = (q: OperatorLogQuery) =>
  queryOptions({
    queryKey: ['platform', 'operator-actions', q],
    queryFn: () => apiGet<Page<OperatorAction>>('/api/admin/operator-actions', q),
  });
