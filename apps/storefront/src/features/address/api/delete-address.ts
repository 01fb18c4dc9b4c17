import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRefreshAddresses } from './get-addresses';

export function deleteAddress(id: number): Promise<null> {
  return apiPost<null>('/api/front/address/del', { id });
}

export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({ mutationFn: deleteAddress, onSettled: refresh });
}
