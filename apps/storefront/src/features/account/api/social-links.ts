import type { SocialLink } from '@mall/contract';
import { apiGet, apiRequestEnvelope } from '../../../lib/api-client';

/** The social sign-ins that open this account (audit AN1). */
export function getSocialLinks(): Promise<SocialLink[]> {
  return apiGet<SocialLink[]>('/api/front/user/social-accounts');
}

/** Removes one; the server signs the account's other devices out and answers what it did. */
export async function removeSocialLink(provider: SocialLink['provider']): Promise<string> {
  return (await apiRequestEnvelope<null>(`/api/front/user/social-accounts/${provider}/remove`, { method: 'POST' }))
    .message;
}
