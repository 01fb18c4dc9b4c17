import type { Dashboard } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The shop's figures; days follow this browser's clock. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'dashboard'],
    queryFn: () => apiGet<Dashboard>('/api/merchant/dashboard', { tzOffset: new Date().getTimezoneOffset() }),
  });
