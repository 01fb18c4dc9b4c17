import {
  NoDataSchema,
  SocialCallbackQuerySchema,
  SocialLinkParamSchema,
  SocialLinksSchema,
  SocialSignInSchema,
  SocialStartQuerySchema,
  SocialStartSchema,
  TokenAnswerSchema,
} from '@mall/contract';
import { readCookie } from '../../platform/cookies';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale, statedLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { answerPrivately, liveSession, requireUser } from '../../platform/session';
import { createSocialSignIn } from './social.service';
import { BROWSER_COOKIE, browserCookie, clearedBrowserCookie } from './social-browser';
import { SOCIAL_PROVIDERS } from './social-providers';
import { listLinks, removeLink } from './social-users';

const tags = ['auth'];

/**
 * Social sign-in (API.md section A): one set of static paths per provider, so that an unknown provider is a plain
 * 404 and no pattern shadows the other `/api/front/login/…` calls.
 */
export async function socialRoutes(app: FastifyZod): Promise<void> {
  // The finish answers the new session's token to the browser its cookie names (audit AG1).
  answerPrivately(app);
  const social = createSocialSignIn({
    db: app.database.db,
    config: app.config,
    log: app.log,
    rateLimits: app.rateLimits,
    messaging: app.messaging,
  });

  // The account's linked sign-ins: the owner sees each one and removes one they did not add (audit AN1).
  app.get(
    '/api/front/user/social-accounts',
    { preHandler: requireUser, schema: { tags, response: answers(SocialLinksSchema) } },
    async (request) => ok(await listLinks(app.database.db, liveSession(request).userId)),
  );

  app.post(
    '/api/front/user/social-accounts/:provider/remove',
    { preHandler: requireUser, schema: { tags, params: SocialLinkParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await removeLink(app.database.db, liveSession(request), request.params.provider);
      return ok(null, 'The sign-in was removed and your other devices were signed out');
    },
  );

  for (const provider of SOCIAL_PROVIDERS) {
    const base = `/api/front/login/${provider}`;

    app.get(
      `${base}/request/token`,
      { schema: { tags, querystring: SocialStartQuerySchema, response: answers(SocialStartSchema) } },
      async (request, reply) => {
        const { url, browser } = await social.authorizationUrl(provider, request.ip);
        reply.header('set-cookie', browserCookie(app.config, provider, browser));
        return ok({ authorizationURL: url });
      },
    );

    // The provider sends the browser here (the registered redirect URI); it goes on to the storefront page.
    app.get(
      `${base}/callback`,
      { schema: { tags, querystring: SocialCallbackQuerySchema } },
      async (request, reply) => {
        const browser = readCookie(request, BROWSER_COOKIE);
        const { location, refused } = await social.callbackRedirect(provider, request.query, request.ip, browser);
        if (refused) reply.header('set-cookie', clearedBrowserCookie(app.config, provider));
        return reply.redirect(location, 302);
      },
    );

    app.post(
      base,
      { schema: { tags, body: SocialSignInSchema, response: answers(TokenAnswerSchema) } },
      async (request, reply) => {
        // The cookie has served its purpose whatever the answer: the state is used up either way.
        reply.header('set-cookie', clearedBrowserCookie(app.config, provider));
        const sent = { ...request.body, browser: readCookie(request, BROWSER_COOKIE) };
        return ok(
          await social.signIn(
            provider,
            sent,
            request.ip,
            requestLocale(request),
            request.headers['user-agent'],
            statedLocale(request),
          ),
          'Signed in',
        );
      },
    );
  }
}
