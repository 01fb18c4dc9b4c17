import { envelope } from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

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
