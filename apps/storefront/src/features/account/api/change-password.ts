import { apiRequestEnvelope } from '../../../lib/api-client';

/** Changes the password with the current one (other sessions end); answers the server's message. */
export async function changePassword(body: { oldPassword: string; newPassword: string }): Promise<string> {
  return (await apiRequestEnvelope<null>('/api/front/user/password', { method: 'POST', body })).message;
}
