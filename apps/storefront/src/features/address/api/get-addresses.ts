import type { Address } from '@mall/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../../../lib/api-client';

export type { Address };

export const ADDRESS_KEY = ['address'] as const;

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiGet<Address[]>('/api/front/address/list', undefined, { signal });
}

export const addressesQuery = () =>
  queryOptions({ queryKey: [...ADDRESS_KEY, 'list'], queryFn: ({ signal }) => getAddresses(signal), staleTime: 0 });

export function useAddresses() {
  return useQuery(addressesQuery());
}

export function useRefreshAddresses(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY }), [queryClient]);
}
