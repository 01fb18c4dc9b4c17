import type { AddressEditSchema } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { useRefreshAddresses } from './get-addresses';

export type AddressInput = Infer<typeof AddressEditSchema>;

/** Creates an address (no id) or changes one; answers its id. */
export function saveAddress(input: AddressInput): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/api/front/address/edit', input);
}

export function useSaveAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({ mutationFn: saveAddress, onSuccess: refresh });
}
