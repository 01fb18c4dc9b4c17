import { apiGet, apiPost } from '../../../lib/api-client';
import type { TokenAnswer } from './types';

/** Spec section 7: the X flow keeps the address it is sent to in this cookie. */
export const TWITTER_COOKIE = 'twitterToken';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return SOCIAL_PROVIDERS.includes(value as SocialProvider);
}

/** Where the browser goes to sign in with the provider (spec section 7: `request/token?end=pc`). */
export function requestSocialLogin(provider: SocialProvider): Promise<{ authorizationURL: string }> {
  return apiGet<{ authorizationURL: string }>(`/api/front/login/${provider}/request/token`, { end: 'pc' });
}

/** The callback page hands the provider's `code` and `state` back for a session token. */
export function completeSocialLogin(provider: SocialProvider, body: { code: string; state: string }) {
  return apiPost<TokenAnswer>(`/api/front/login/${provider}`, body, { silent: true });
}
