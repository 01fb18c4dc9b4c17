import { envelope, type Locale } from '@mall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translateMessage } from './messages';

const replays = new WeakSet<FastifyRequest>();

/**
 * Marks a write that changed nothing because the same request (the same `requestId`) was already carried out: it
 * answers success again, but the operators' log keeps one row per act, not one per click (audit CE4).
 */
export function markReplay(request: FastifyRequest): void {
  replays.add(request);
}

export function isReplay(request: FastifyRequest): boolean {
  return replays.has(request);
}

/** The success envelope. */
export function ok<T>(data: T, message = 'success') {
  return { code: 200, message, data };
}

/** Response schema map for a route answering `data` of the given schema. */
export function answers<T extends z.ZodType>(data: T) {
  return { 200: envelope(data) };
}

/**
 * A success answer encoded once, as its route's response schema encodes every answer, and kept as the bytes sent: a
 * kept answer is then written as it is instead of being checked and serialised at every request (the home data's
 * 21 KB took most of its CPU there: issue 25, goal 1). Its message is in `locale`, as `registerLocalizedMessages`
 * gives every other answer's (a Buffer skips that hook, as it skips the serializer).
 */
export function answerBytes<T extends z.ZodType>(data: T, value: z.output<T>, locale: Locale): Buffer {
  const schema: z.ZodType<unknown> = envelope(data);
  const answer = z.encode(schema, { code: 200, message: translateMessage('success', locale), data: value });
  return Buffer.from(JSON.stringify(answer));
}

/** Sends the bytes of `answerBytes` as the JSON answer they are. */
export function sendAnswer(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}
