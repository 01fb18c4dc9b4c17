import { isValidationProblem } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from './locale';
import { translateMessage } from './messages';

/**
 * Every answer's `message` in the shopper's language (locale cookie, then Accept-Language; see `requestLocale`).
 * The code keeps writing English; just before an envelope `{ code, message, data }` is serialised, success and
 * error answers alike, its message is translated through the catalogue of ./messages. English stays as the code wrote
 * it, but for zod's own texts, worded for English readers too (audit GE3).
 */
export function registerLocalizedMessages(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (!isEnvelope(payload)) return done(null, payload);
    const locale = requestLocale(request);
    const message = translateMessage(payload.message, locale);
    // A refused request's problem (errors.ts) carries its sentence apart too: the same words as inside `message`.
    const problem = payload.code !== 200 && isValidationProblem(payload.data) ? payload.data : null;
    const data = problem ? { ...problem, detail: translateMessage(problem.detail, locale) } : payload.data;
    // A copy: the object may be shared (a cached answer), and other languages must not see this one's text.
    done(null, message === payload.message && data === payload.data ? payload : { ...payload, message, data });
  });
}

function isEnvelope(payload: unknown): payload is { code: number; message: string; data?: unknown } {
  if (typeof payload !== 'object' || payload === null) return false;
  const { code, message } = payload as Record<string, unknown>;
  return typeof code === 'number' && typeof message === 'string';
}
