import type { FastifyZod } from './fastify';

/** Paths served from disk: the storefront's and console's files and uploads, and the app's shell at `/`. */
const STATIC_ROUTES = new Set(['/', '/*', '/uploads/*', '/console/*', '/console/']);

/**
 * One log line per request, written when the answer is sent (method, path, route, status, milliseconds), instead of
 * Fastify's two ("incoming request", "request completed"). Static files are not logged unless `logStatic`: a page
 * view asks for dozens of them and they drowned the calls that matter.
 */
export function registerRequestLog(app: FastifyZod, opts: { logStatic: boolean }): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (
      !opts.logStatic &&
      (route === undefined ? reply.statusCode === 404 && isFile(request.url) : STATIC_ROUTES.has(route))
    ) {
      return;
    }
    request.log.info(
      {
        method: request.method,
        url: withoutSecrets(request.url),
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

/**
 * A QR sign-in key in the path (`/api/front/login/qrcode/<key>`, its poll, scan and confirm) is replaced by `…`:
 * whoever reads the log could otherwise poll or confirm the code while it lives.
 */
const QR_KEY = /^(\/api\/front\/login\/qrcode\/)[^/?#]+/;
export const withoutSecrets = (url: string) => url.replace(QR_KEY, '$1…');

const isFile = (url: string) => !url.startsWith('/api/') && /\.[a-z0-9]{1,8}(\?|$)/i.test(url);
