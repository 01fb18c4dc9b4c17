import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness';

// The server serves the built console at /console/ (apps/console/dist, or CONSOLE_DIST).
let ctx: TestContext;
let dist: string;
const PAGE = '<!doctype html><title>Mall console</title><div id="root"></div>';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'console-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), PAGE);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("console")');
  ctx = await startTestApp({ CONSOLE_DIST: dist });
});
afterAll(async () => {
  await ctx?.close();
  await rm(dist, { recursive: true, force: true });
});

const fetchPage = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the console files', () => {
  it('serves the app at /console/ and sends /console there', async () => {
    const page = await fetchPage('/console/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toBe(PAGE);
    const bare = await fetchPage('/console');
    expect([301, 302]).toContain(bare.statusCode);
    expect(bare.headers.location).toBe('/console/');
  });

  it('serves its scripts with a long cache and its page without one', async () => {
    const script = await ctx.app.inject({ method: 'GET', url: '/console/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await fetchPage('/console/')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep link with the app, and a missing script with 404', async () => {
    const deep = await fetchPage('/console/merchant/products/12');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toBe(PAGE);
    const missing = await ctx.app.inject({ method: 'GET', url: '/console/assets/gone-111.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("answers a range beyond a file's end with 416 and its size, and a failed precondition with 412 (audit DM5)", async () => {
    const url = '/console/assets/index-abc123.js';
    const size = Buffer.byteLength('console.log("console")');
    const beyond = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=99999999-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json()).toMatchObject({ code: 400, message: 'Range Not Satisfiable' });
    const ifMatch = await ctx.app.inject({ method: 'GET', url, headers: { 'if-match': '"nope"' } });
    expect(ifMatch.statusCode).toBe(412);
    const since = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' },
    });
    expect(since.statusCode).toBe(412);
    expect(since.json()).toMatchObject({ code: 400, message: 'Precondition Failed' });
  });

  it('leaves the API alone', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });
});
