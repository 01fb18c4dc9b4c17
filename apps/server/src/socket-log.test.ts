import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { WebSocket } from 'ws';
import { openSocket } from '../test/chat-socket';
import { startTestApp, type TestContext } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, type Database } from './db/client';
import { socketErrorHandler } from './modules/chat/socket-errors';
import { SOCKET_LIMITS } from './modules/chat/socket-limits';
import type { FastifyZod } from './platform/fastify';

// What the log says about a socket's errors (audit R11): a client's bad frame is its own fault, one quiet line; a
// server's fault is an error with its stack.

let ctx: TestContext;
let database: Database;
let app: FastifyZod;
let url: string;
const lines: { level: number; msg: string; err?: { stack?: string }; [key: string]: unknown }[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  database = connect(ctx.url, 4);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    database: { db: database.db, readDb: database.db },
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: inject('uploadsRoot'),
      STOREFRONT_DIST: '/nonexistent',
    }),
    logStream: stream,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/api/front/chat/ws`;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await ctx?.close();
});

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('the chat socket’s log', () => {
  it('an oversized frame before sign-in is one info line without a stack, not an error', async () => {
    const big = await openSocket(url);
    big.raw.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(5000) }));
    expect(await big.closed).toBe(1009);
    await settle();
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    const said = lines.filter((l) => /websocket/i.test(l.msg));
    expect(said).toEqual([expect.objectContaining({ level: 30, msg: 'websocket closed: Max payload size exceeded' })]);
    expect(JSON.stringify(said)).not.toContain('at Receiver');
    expect(SOCKET_LIMITS.maxFrameBytes).toBeLessThan(5000);
  });

  it('a fault of the server on an open socket stays an error with its stack', async () => {
    const before = lines.length;
    const ended: string[] = [];
    const socket = { terminate: () => ended.push('terminated') } as unknown as WebSocket;
    socketErrorHandler(new Error('handler broke'), socket, app.log);
    await settle();
    const errors = lines.slice(before).filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err?.stack).toContain('handler broke');
    expect(ended).toEqual(['terminated']);
  });
});
