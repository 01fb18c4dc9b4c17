import type { StaffList } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet, apiRequestEnvelope } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

/** The shop's staff and, for its owner, the pending invitations (decision 0050). */
export const staffQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'staff'],
    queryFn: ({ signal }) => apiGet<StaffList>('/api/merchant/staff', undefined, { signal }),
  });

export const inviteStaff = (email: string) => apiAction<null>('/api/merchant/staff/invites', { email });

/** DELETE whose success message (the server's, in the user's language) is shown as a toast. */
async function remove(path: string): Promise<void> {
  const envelope = await apiRequestEnvelope<null>(path, { method: 'DELETE' });
  if (envelope.message) notifySuccess(envelope.message);
}

export const cancelInvite = (id: number) => remove(`/api/merchant/staff/invites/${id}`);
export const removeMember = (userId: number) => remove(`/api/merchant/staff/${userId}`);

/** A member who is not the owner leaves the shop (audit CX2): their console closes at once. */
export const leaveShop = () => apiAction<null>('/api/merchant/staff/leave');
