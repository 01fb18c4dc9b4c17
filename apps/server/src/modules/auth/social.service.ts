import { isLocale, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { addressKey } from '../../platform/client-address';
import { AppError, forbidden, invalid } from '../../platform/errors';
import type { Messaging } from '../../platform/messaging';
import { limit, type RateLimits } from '../../platform/rate-limit';
import { createSession } from '../../platform/session';
import { getSetting } from '../content/settings';
import { socialLinkedText } from '../notices/templates';
import { followLocale } from '../users/account-locale';
import type { SignedIn } from './auth.service';
import { newBrowserBinding, sameBrowser } from './social-browser';
import { allowsHttp, createClientCache, type ProviderClient, type SocialLog } from './social-clients';
import { isConfigured, oidcProfile, PROVIDERS, type SocialProfile, type SocialProvider } from './social-providers';
import { linkOrCreateUser } from './social-users';

/** A provider the mall switched off (or never set up): the way is off, not the visitor refused (audit FX12). */
const SWITCHED_OFF = 'This way of signing in is switched off: choose another one';
/** How long a shopper may take at the provider; the state row is worthless afterwards. */
const STATE_MINUTES = 10;
const WINDOW = 900;

/** The storefront page that posts `code` and `state` back (spec section 2, `/middlewares/callback_twitter`). */
const STOREFRONT_CALLBACK = '/#/middlewares/callback_twitter';

export type CallbackQuery = { code?: string; state?: string; error?: string; iss?: string };

const failed = (provider: SocialProvider) =>
  invalid(`The sign-in with ${PROVIDERS[provider].label} could not be completed, please try again`);
/** The code and state reached a browser other than the one that started the sign-in (login CSRF, or lost cookies). */
const otherBrowser = () =>
  invalid('This sign-in was started in another browser, so nobody was signed in; please start again here');
/** The storefront page's error for that case: it tells the shopper in their language. */
const BROWSER_MISMATCH = 'browser_mismatch';

type SavedState = { provider: string; code_verifier: string; nonce: string; browser_hash: string; fresh: boolean };

export function createSocialSignIn(deps: {
  db: Db;
  config: Config;
  log: SocialLog;
  rateLimits: RateLimits;
  messaging: Messaging;
}) {
  const { db, config, log } = deps;
  const clientFor = createClientCache(config, log);
  // A fragment is not allowed in a redirect URI, so the provider comes back to the server, which forwards to the page.
  const redirectUri = (provider: SocialProvider) => `${config.publicUrl}/api/front/login/${provider}/callback`;

  async function ensureOpen(provider: SocialProvider): Promise<void> {
    const methods = await getSetting(db, 'loginMethods');
    if (!isConfigured(config, provider) || !methods[PROVIDERS[provider].settingsKey]) throw forbidden(SWITCHED_OFF);
  }

  /**
   * The provider's authorisation URL: code flow with PKCE (S256), a one-time state and, for OIDC, a nonce, all bound
   * to the starting browser by `browser`, the value for its cookie (social-browser.ts).
   */
  async function authorizationUrl(provider: SocialProvider, ip: string): Promise<{ url: string; browser: string }> {
    await ensureOpen(provider);
    await limit(deps.rateLimits, `social:start:ip:${addressKey(ip)}`, 30, WINDOW);
    const client = await clientFor(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = client.openId ? oidc.randomNonce() : '';
    const browser = newBrowserBinding();
    // Abandoned sign-ins leave rows behind; used ones are deleted when consumed.
    await db.execute(sql`DELETE FROM oauth_states WHERE created_at < now() - make_interval(mins => ${STATE_MINUTES})`);
    await db.execute(sql`
      INSERT INTO oauth_states (state, provider, code_verifier, nonce, browser_hash)
      VALUES (${state}, ${provider}, ${codeVerifier}, ${nonce}, ${browser.hash})`);
    const params: Record<string, string> = {
      redirect_uri: redirectUri(provider),
      scope: client.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    };
    if (client.openId) params.nonce = nonce;
    return { url: oidc.buildAuthorizationUrl(client.config, params).href, browser: browser.value };
  }

  /**
   * Where the provider's redirect goes on: the storefront page, with `code` and `state` or with an `error`. The code
   * goes on only in the browser that started the sign-in (`browser`: its cookie); `refused` says the sign-in is over.
   */
  async function callbackRedirect(
    provider: SocialProvider,
    query: CallbackQuery,
    ip: string,
    browser: string | undefined,
  ): Promise<{ location: string; refused: boolean }> {
    const page = (params: Record<string, string>) => ({
      location: `${config.publicUrl}${STOREFRONT_CALLBACK}?${new URLSearchParams({ provider, ...params })}`,
      refused: 'error' in params,
    });
    const refuse = async (error: string) => {
      // A refused or broken sign-in cannot be resumed; its state is dropped at once.
      if (query.state) {
        await db.execute(sql`DELETE FROM oauth_states WHERE state = ${query.state} AND provider = ${provider}`);
      }
      return page({ error });
    };
    try {
      await limit(deps.rateLimits, `social:callback:ip:${addressKey(ip)}`, 60, WINDOW);
      if (query.error || !query.code || !query.state) {
        return await refuse(query.error && /^[a-z_]{1,64}$/.test(query.error) ? query.error : 'invalid_request');
      }
      // RFC 9207: the issuer named in the response must be the one this state was sent to (mix-up defence).
      if (query.iss && query.iss !== (await clientFor(provider)).config.serverMetadata().issuer) {
        return await refuse('invalid_issuer');
      }
      const { rows } = await db.execute<Pick<SavedState, 'provider' | 'browser_hash' | 'fresh'>>(sql`
        SELECT provider, browser_hash, created_at > now() - make_interval(mins => ${STATE_MINUTES}) AS fresh
        FROM oauth_states WHERE state = ${query.state}`);
      const saved = rows[0];
      // An unknown, used or expired state: the code is worth nothing, the page need not try it.
      if (!saved || saved.provider !== provider || !saved.fresh) return await refuse('invalid_request');
      if (!sameBrowser(browser, saved.browser_hash)) return await refuse(BROWSER_MISMATCH);
      return page({ code: query.code, state: query.state });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return page({ error: err.code === 429 ? 'temporarily_unavailable' : 'server_error' });
    }
  }

  /**
   * The storefront posts back `code` and `state`: the code is exchanged once, the user found or created. The owner of
   * an existing account the sign-in was added to is mailed at once, in the account's language (else the request's).
   */
  async function signIn(
    provider: SocialProvider,
    sent: { code: string; state: string; browser: string | undefined },
    ip: string,
    locale: Locale = 'en',
    agent = '',
    /** The language the request names, stored as the account's (audit FZ1). */
    stated?: Locale,
  ): Promise<SignedIn> {
    const { code, state } = sent;
    await ensureOpen(provider);
    await limit(deps.rateLimits, `social:finish:ip:${addressKey(ip)}`, 30, WINDOW);
    // Deleting first makes the state single-use even when two requests race with it, and a refused one is gone too.
    const { rows } = await db.execute<SavedState>(sql`
      DELETE FROM oauth_states WHERE state = ${state}
      RETURNING provider, code_verifier, nonce, browser_hash,
        created_at > now() - make_interval(mins => ${STATE_MINUTES}) AS fresh`);
    const saved = rows[0];
    if (!saved || saved.provider !== provider || !saved.fresh) throw failed(provider);
    // The state, nonce and PKCE verifier serve only the browser that started the sign-in.
    if (!sameBrowser(sent.browser, saved.browser_hash)) throw otherBrowser();
    const client = await clientFor(provider);
    const profile = await exchange(client, provider, { code, state, ...saved });
    const found = await linkOrCreateUser(db, provider, profile, {
      label: client.spec.label,
      allowHttp: allowsHttp(config),
      pictureHosts: client.spec.pictureHosts,
    });
    if (found.added) {
      const mail = socialLinkedText(isLocale(found.added.locale) ? found.added.locale : locale, client.spec.label);
      // The sign-in goes on when the mail fails; the link stays listed in the account either way.
      await deps.messaging
        .sendEmail({ to: found.added.email, ...mail })
        .catch((err) => log.warn({ err, provider }, 'social sign-in: the notice of a new link could not be sent'));
    }
    const token = await createSession(db, found.user.id, agent, 'social');
    await followLocale(db, found.user.id, stated);
    return {
      token,
      id: found.user.id,
      nickname: found.user.nickname,
      avatar: found.user.avatar,
      isNew: found.isNew,
    };
  }

  async function exchange(
    client: ProviderClient,
    provider: SocialProvider,
    saved: { code: string; state: string; code_verifier: string; nonce: string },
  ): Promise<SocialProfile> {
    const response = new URL(redirectUri(provider));
    response.searchParams.set('code', saved.code);
    response.searchParams.set('state', saved.state);
    // The `iss` response parameter was checked by the callback route; the storefront posts back only code and state.
    const metadata = client.config.serverMetadata();
    if (metadata.authorization_response_iss_parameter_supported) response.searchParams.set('iss', metadata.issuer);
    try {
      const tokens = await oidc.authorizationCodeGrant(client.config, response, {
        pkceCodeVerifier: saved.code_verifier,
        expectedState: saved.state,
        ...(client.openId ? { expectedNonce: saved.nonce } : {}),
      });
      const profile = client.openId ? await openIdProfile(client, tokens) : await plainProfile(client, tokens);
      if (!profile) throw new Error('the provider named no user');
      return profile;
    } catch (err) {
      log.warn({ err, provider }, 'social sign-in: code exchange failed');
      throw failed(provider);
    }
  }

  return { authorizationUrl, callbackRedirect, signIn };
}

type Tokens = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

/** The validated ID token names the user; UserInfo (for the same subject) adds email and picture when offered. */
async function openIdProfile(client: ProviderClient, tokens: Tokens): Promise<SocialProfile | null> {
  const claims = tokens.claims();
  if (!claims) return null;
  const extra = client.userinfo ? await oidc.fetchUserInfo(client.config, tokens.access_token, claims.sub) : {};
  return oidcProfile({ ...claims, ...extra });
}

async function plainProfile(client: ProviderClient, tokens: Tokens): Promise<SocialProfile | null> {
  if (!client.userinfo || !client.spec.plainOAuth) return null;
  const res = await oidc.fetchProtectedResource(client.config, tokens.access_token, client.userinfo, 'GET');
  if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
  return client.spec.plainOAuth.profile(await res.json());
}
