import type { LoginMethodInfoSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type LoginMethods = Infer<typeof LoginMethodInfoSchema>;

export function getLoginMethods(): Promise<LoginMethods> {
  return apiGet<LoginMethods>('/api/front/login/method/info', undefined, { silent: true });
}

export const loginMethodsQuery = () =>
  queryOptions({ queryKey: ['login', 'methods'], queryFn: getLoginMethods, staleTime: 5 * 60_000 });

export function useLoginMethods() {
  return useQuery(loginMethodsQuery());
}
