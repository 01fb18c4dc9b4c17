import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getLoginPicture(): Promise<{ loginLeftImage: string }> {
  return apiGet<{ loginLeftImage: string }>('/api/pc/login/getLoginPic', undefined, { silent: true });
}

export const loginPictureQuery = () =>
  queryOptions({ queryKey: ['login', 'picture'], queryFn: getLoginPicture, staleTime: 30 * 60_000 });

export function useLoginPicture() {
  return useQuery(loginPictureQuery());
}
