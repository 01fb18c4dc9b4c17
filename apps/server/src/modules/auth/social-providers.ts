import type { Config } from '../../config';

/** The social sign-ins of the login dialog; each has its own paths (`/api/front/login/<name>/…`). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What the shop keeps of a social account: its stable id, and an email only together with whether it is verified. */
export type SocialProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

/**
 * A provider that offers plain OAuth 2 instead of OpenID Connect discovery: its endpoints are written here, and its
 * user comes from its own API instead of an ID token. Used only while the provider's issuer setting is the real
 * service's (the env default); any other issuer (a gateway, the tests' local provider) goes through discovery.
 */
type PlainOAuth = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  scope: string;
  /** How the token endpoint wants the client secret. */
  clientAuth: 'basic' | 'post';
  profile: (body: unknown) => SocialProfile | null;
};

export type ProviderSpec = {
  /** Shown in messages. */
  label: string;
  /** The operator's switch in settings `loginMethods`. */
  settingsKey: 'googleOpen' | 'facebookOpen' | 'twitterOpen';
  credentials: (config: Config) => { clientId?: string; clientSecret?: string; issuer: string };
  plainOAuth?: PlainOAuth;
  /** Where its profile pictures (a signed-up user's avatar) are served from: the page policy's `img-src`. */
  pictureHosts: string[];
};

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** Graph API answer of `/me?fields=id,name,email,picture`. */
function facebookProfile(body: unknown): SocialProfile | null {
  const me = obj(body);
  const subject = str(me.id);
  if (!subject) return null;
  const picture = str(obj(obj(me.picture).data).url);
  // Facebook does not say whether the address was confirmed, so it never links to an existing account by itself.
  return { subject, email: str(me.email), emailVerified: false, name: str(me.name), picture };
}

/** X API v2 answer of `/2/users/me`: `{ data: { id, name, username, profile_image_url } }`; X gives no email here. */
function xProfile(body: unknown): SocialProfile | null {
  const data = obj(obj(body).data);
  const subject = str(data.id);
  if (!subject) return null;
  return {
    subject,
    email: null,
    emailVerified: false,
    name: str(data.name) ?? str(data.username),
    picture: str(data.profile_image_url),
  };
}

export const PROVIDERS: Record<SocialProvider, ProviderSpec> = {
  google: {
    label: 'Google',
    settingsKey: 'googleOpen',
    credentials: (c) => ({
      clientId: c.GOOGLE_CLIENT_ID,
      clientSecret: c.GOOGLE_CLIENT_SECRET,
      issuer: c.GOOGLE_ISSUER,
    }),
    pictureHosts: ['https://*.googleusercontent.com'],
  },
  facebook: {
    label: 'Facebook',
    settingsKey: 'facebookOpen',
    credentials: (c) => ({
      clientId: c.FACEBOOK_CLIENT_ID,
      clientSecret: c.FACEBOOK_CLIENT_SECRET,
      issuer: c.FACEBOOK_ISSUER,
    }),
    pictureHosts: ['https://*.fbcdn.net', 'https://*.fbsbx.com'],
    // Facebook's discovery document describes only its ID-token-only (implicit) login, without a token endpoint.
    plainOAuth: {
      issuer: 'https://www.facebook.com',
      authorizationEndpoint: 'https://www.facebook.com/v23.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v23.0/oauth/access_token',
      userinfoEndpoint: 'https://graph.facebook.com/v23.0/me?fields=id,name,email,picture.type(large)',
      scope: 'public_profile email',
      clientAuth: 'post',
      profile: facebookProfile,
    },
  },
  twitter: {
    label: 'X',
    settingsKey: 'twitterOpen',
    credentials: (c) => ({
      clientId: c.TWITTER_CLIENT_ID,
      clientSecret: c.TWITTER_CLIENT_SECRET,
      issuer: c.TWITTER_ISSUER,
    }),
    pictureHosts: ['https://pbs.twimg.com'],
    // X speaks OAuth 2 with PKCE but publishes no discovery document.
    plainOAuth: {
      issuer: 'https://twitter.com',
      authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
      tokenEndpoint: 'https://api.x.com/2/oauth2/token',
      userinfoEndpoint: 'https://api.x.com/2/users/me?user.fields=profile_image_url',
      scope: 'users.read tweet.read',
      clientAuth: 'basic',
      profile: xProfile,
    },
  },
};

/** A provider is configured when the env gives it a client id; the operator's switch decides whether it is open. */
export function isConfigured(config: Config, provider: SocialProvider): boolean {
  return Boolean(PROVIDERS[provider].credentials(config).clientId);
}

/**
 * The hosts of the configured providers' profile pictures: the only pictures the pages load from another site (audit
 * CH notes: a description's picture is always the mall's own, so `img-src https:` would only serve tracking pixels).
 */
export function socialPictureHosts(config: Config): string[] {
  return SOCIAL_PROVIDERS.flatMap((provider) =>
    isConfigured(config, provider) ? PROVIDERS[provider].pictureHosts : [],
  );
}

/** The standard OpenID Connect claims (ID token and UserInfo) as a profile. */
export function oidcProfile(claims: Record<string, unknown>): SocialProfile | null {
  const subject = str(claims.sub);
  if (!subject) return null;
  return {
    subject,
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: str(claims.name) ?? str(claims.nickname) ?? str(claims.preferred_username),
    picture: str(claims.picture),
  };
}
