import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import { PROVIDERS, type ProviderSpec, type SocialProvider } from './social-providers';

/** A provider ready to talk to: its openid-client configuration and how to read its user. */
export type ProviderClient = {
  config: oidc.Configuration;
  spec: ProviderSpec;
  /** OpenID Connect: an ID token (with nonce) is expected and validated; otherwise the user comes from `userinfo`. */
  openId: boolean;
  scope: string;
  userinfo: URL | null;
};

export type SocialLog = { warn: (details: object, message: string) => void };

/** What the shopper sees when a provider cannot be reached; the reason goes to the log only. */
export const unavailable = () => new AppError(500, 'Social sign-in is not available right now');

const KEEP_MS = 60 * 60 * 1000;
/** A failed discovery is retried at most this often, so that a provider that is down is not hammered. */
const RETRY_MS = 30 * 1000;
const TIMEOUT_S = 10;

/** http:// issuers exist only in tests and local setups; production providers are always https. */
export const allowsHttp = (config: Config) => config.NODE_ENV === 'test' || config.OIDC_ALLOW_HTTP;

function clientAuth(secret: string | undefined, method: 'basic' | 'post') {
  // Without a secret the client is public: PKCE alone protects the code.
  if (!secret) return oidc.None();
  return method === 'basic' ? oidc.ClientSecretBasic(secret) : oidc.ClientSecretPost(secret);
}

async function connect(config: Config, provider: SocialProvider): Promise<ProviderClient> {
  const spec = PROVIDERS[provider];
  const { clientId, clientSecret, issuer } = spec.credentials(config);
  if (!clientId) throw new Error(`${provider} has no client id`);
  const insecure = issuer.startsWith('http:') && allowsHttp(config);
  const plain = spec.plainOAuth;
  if (plain && issuer.replace(/\/$/, '') === plain.issuer) {
    const server = {
      issuer: plain.issuer,
      authorization_endpoint: plain.authorizationEndpoint,
      token_endpoint: plain.tokenEndpoint,
    };
    const client = new oidc.Configuration(server, clientId, {}, clientAuth(clientSecret, plain.clientAuth));
    client.timeout = TIMEOUT_S;
    return { config: client, spec, openId: false, scope: plain.scope, userinfo: new URL(plain.userinfoEndpoint) };
  }
  const client = await oidc.discovery(new URL(issuer), clientId, {}, clientAuth(clientSecret, 'post'), {
    timeout: TIMEOUT_S,
    execute: insecure ? [oidc.allowInsecureRequests] : [],
  });
  const metadata = client.serverMetadata();
  // The ID token's signature is checked against the provider's published keys, not only trusted for coming over TLS.
  if (!metadata.jwks_uri) throw new Error(`${provider}: the issuer publishes no jwks_uri`);
  oidc.enableNonRepudiationChecks(client);
  const userinfo = metadata.userinfo_endpoint ? new URL(metadata.userinfo_endpoint) : null;
  return { config: client, spec, openId: true, scope: 'openid email profile', userinfo };
}

/**
 * Discovery once per provider and app, shared by concurrent requests. Nothing happens at start-up, so a provider
 * that is down costs only its own sign-in, never the app start or other routes.
 */
export function createClientCache(config: Config, log: SocialLog) {
  const cache = new Map<SocialProvider, { until: number; client: Promise<ProviderClient> }>();
  return async function clientFor(provider: SocialProvider): Promise<ProviderClient> {
    const hit = cache.get(provider);
    if (hit && hit.until > Date.now()) return hit.client.catch(() => Promise.reject(unavailable()));
    const client = connect(config, provider);
    const entry = { until: Date.now() + KEEP_MS, client };
    cache.set(provider, entry);
    try {
      return await client;
    } catch (err) {
      entry.until = Date.now() + RETRY_MS;
      log.warn({ err, provider }, 'social sign-in: provider discovery failed');
      throw unavailable();
    }
  };
}
