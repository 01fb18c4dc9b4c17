import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, type Database } from './db/client';

// The log has one line per request and none for static files unless asked for (it had two JSON lines per asset).

let ctx: TestContext;
let database: Database;
const dist = mkdtempSync(path.join(tmpdir(), 'mall-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Mall</title>');
writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');

async function appWithLog(env: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    database: { db: database.db, readDb: database.db },
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', STOREFRONT_DIST: dist, ...env }),
    logStream: stream,
  });
  await app.ready();
  const visit = async () => {
    for (const url of [
      '/',
      '/assets/app.js',
      '/favicon.ico',
      '/uploads/u/none.png',
      '/healthz',
      '/api/front/product/category',
    ]) {
      await app.inject({ method: 'GET', url });
    }
  };
  return { app, lines, visit };
}

beforeAll(async () => {
  ctx = await startTestApp();
  database = connect(ctx.url, 4);
});
afterAll(async () => {
  await database?.close();
  await ctx?.close();
});

describe('request log', () => {
  it('writes one line per API request and none for static files', async () => {
    const { app, lines, visit } = await appWithLog({});
    await visit();
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.url, l.status])).toEqual([
      ['/healthz', 200],
      ['/api/front/product/category', 200],
    ]);
    expect(requests[0]).toMatchObject({ method: 'GET', route: '/healthz', ms: expect.any(Number) });
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });

  it('keeps the QR sign-in key out of the log', async () => {
    const { app, lines } = await appWithLog({});
    const start = await app.inject({ method: 'POST', url: '/api/front/login/qrcode' });
    const key = (start.json() as { data: { key: string } }).data.key;
    await app.inject({ method: 'GET', url: `/api/front/login/qrcode/${key}` });
    await app.inject({ method: 'POST', url: `/api/front/login/qrcode/${key}/confirm` });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.url, l.status])).toEqual([
      ['POST', '/api/front/login/qrcode', 200],
      ['GET', '/api/front/login/qrcode/…', 404],
      ['POST', '/api/front/login/qrcode/…/confirm', 401],
    ]);
    expect(JSON.stringify(lines)).not.toContain(key);
  });

  it('logs static files too with LOG_STATIC', async () => {
    const { app, lines, visit } = await appWithLog({ LOG_STATIC: 'true' });
    await visit();
    await app.close();
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.url)).toEqual([
      '/',
      '/assets/app.js',
      '/favicon.ico',
      '/uploads/u/none.png',
      '/healthz',
      '/api/front/product/category',
    ]);
  });
});
