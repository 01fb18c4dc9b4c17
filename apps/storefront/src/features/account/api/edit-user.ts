import { apiRequestEnvelope } from '../../../lib/api-client';

/** Saves the nickname and (when a new picture was uploaded) the avatar; answers the server's message. */
export async function editUser(body: { nickname: string; avatar?: string }): Promise<string> {
  return (await apiRequestEnvelope<null>('/api/front/user/edit', { method: 'POST', body })).message;
}
