import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRefreshAddresses } from './get-addresses';

export function setDefaultAddress(id: number): Promise<null> {
  return apiPost<null>('/api/front/address/default/set', { id });
}

export function useSetDefaultAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({ mutationFn: setDefaultAddress, onSettled: refresh });
}
