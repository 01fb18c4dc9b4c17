import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface PayMethod {
  payType: string;
  name: string;
  provider: string;
}

export function getPayMethods(signal?: AbortSignal): Promise<PayMethod[]> {
  return apiGet<PayMethod[]>('/api/front/pay/method', undefined, { signal });
}

export const payMethodsQuery = () =>
  queryOptions({ queryKey: ['pay', 'methods'], queryFn: ({ signal }) => getPayMethods(signal) });

export function usePayMethods() {
  return useQuery(payMethodsQuery());
}
