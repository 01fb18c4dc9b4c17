import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface LoginMethods {
  visitorOpen: boolean;
  facebookOpen: boolean;
  facebookAppId: string;
  googleOpen: boolean;
  twitterOpen: boolean;
}

export function getLoginMethods(): Promise<LoginMethods> {
  return apiGet<LoginMethods>('/api/front/login/method/info', undefined, { silent: true });
}

export const loginMethodsQuery = () =>
  queryOptions({ queryKey: ['login', 'methods'], queryFn: getLoginMethods, staleTime: 5 * 60_000 });

export function useLoginMethods() {
  return useQuery(loginMethodsQuery());
}
