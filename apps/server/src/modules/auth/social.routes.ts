import { TokenAnswerSchema } from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../app';
import { answers, ok } from '../../platform/reply';
import { createSocialSignIn } from './social.service';
import { SOCIAL_PROVIDERS } from './social-providers';

const tags = ['auth'];
const Param = z.string().max(2048).optional();

/** `end` names the client (pc, h5); every client gets the same redirect flow. */
const StartQuery = z.object({ end: z.string().max(16).optional() });
/** Providers add parameters of their own (scope, authuser, prompt …); only these are read. */
const CallbackQuery = z.object({
  code: Param,
  state: Param,
  error: Param,
  iss: Param,
});
const CodeState = z.strictObject({ code: z.string().min(1).max(2048), state: z.string().min(1).max(512) });

/**
 * Social sign-in (API.md section A): one set of static paths per provider, so that an unknown provider is a plain
 * 404 and no pattern shadows the other `/api/front/login/…` calls.
 */
export async function socialRoutes(app: FastifyZod): Promise<void> {
  const social = createSocialSignIn({ db: app.database.db, config: app.config, log: app.log });

  for (const provider of SOCIAL_PROVIDERS) {
    const base = `/api/front/login/${provider}`;

    app.get(
      `${base}/request/token`,
      { schema: { tags, querystring: StartQuery, response: answers(z.object({ authorizationURL: z.string() })) } },
      async (request) => ok({ authorizationURL: await social.authorizationUrl(provider, request.ip) }),
    );

    // The provider sends the browser here (the registered redirect URI); it goes on to the storefront page.
    app.get(`${base}/callback`, { schema: { tags, querystring: CallbackQuery } }, async (request, reply) =>
      reply.redirect(await social.callbackRedirect(provider, request.query, request.ip), 302),
    );

    app.post(base, { schema: { tags, body: CodeState, response: answers(TokenAnswerSchema) } }, async (request) => {
      const { code, state } = request.body;
      return ok(await social.signIn(provider, code, state, request.ip), 'Signed in');
    });
  }
}
