import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

/** The shopper's account at the test provider; tests change it between sign-ins. */
export type TestAccount = { sub: string; email: string; email_verified: boolean; name: string; picture: string };

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for the tests, standing in for Google, Facebook and X. One
 * client per shop provider, PKCE required. Its login and consent pages answer by themselves: the account in
 * `account` signs in and grants what was asked, or refuses when `deny` is set (as a shopper pressing Cancel).
 */
export async function startTestIssuer(opts: { publicUrl: string; clients: string[] }) {
  const state = {
    account: {
      sub: 'u-1',
      email: 'ann@example.com',
      email_verified: true,
      name: 'Ann Social',
      picture: 'https://cdn.example.com/ann.png',
    } as TestAccount,
    deny: false,
    /** Requests for the signing keys: the shop checks ID token signatures with them. */
    jwksFetches: 0,
  };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: opts.clients.map((name) => ({
      client_id: `${name}-client`,
      client_secret: `${name}-secret`,
      redirect_uris: [`${opts.publicUrl}/api/front/login/${name}/callback`],
    })),
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig' } as JWK] },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ ...state.account, sub }),
    }),
  });

  const app = provider.callback();
  server.on('request', (req, res) => {
    if (req.url === '/jwks') state.jwksFetches++;
    if (!req.url?.startsWith('/interaction/')) return app(req, res);
    interact(req, res).catch((err: Error) => {
      res.statusCode = 500;
      res.end(err.message);
    });
  });

  async function interact(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (state.deny) {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'refused' });
    } else if (details.prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: state.account.sub } });
    } else {
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      const grant = new provider.Grant({
        accountId: details.session?.accountId,
        clientId: String(details.params.client_id),
      });
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
  }

  /**
   * What a browser does between the shop's authorisation URL and the shop's callback: follows the provider's
   * redirects with its cookies until the provider sends it to `publicUrl`; answers that last address.
   */
  async function authorize(authorizationUrl: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 12; hop++) {
      if (next.href.startsWith(opts.publicUrl)) return next;
      const res = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider stopped at ${res.status}: ${await res.text()}`);
      next = new URL(location, next);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    state,
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
