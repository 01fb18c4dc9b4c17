import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { SettleRecord } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, newShopper, startTestApp, type TestContext } from '../test/harness';
import { startS3Server } from '../test/s3-server';
import { applyWith, auth, uploadPicture } from '../test/settle-support';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, type Database } from './db/client';
import type { FastifyZod } from './platform/fastify';
import { safeKey } from './platform/file-store';

// Uploads in an S3-compatible store (a local S3-protocol server here): what one server process stores, every other
// process serves; nothing lands on the local disk; the demo pictures on disk still show.

let s3: Awaited<ReturnType<typeof startS3Server>>;
let ctx: TestContext;
let otherDb: Database;
let other: FastifyZod;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server('mall-uploads');
  ctx = await startTestApp({ ...s3.env, S3_PREFIX: 'test/' });
  dataDir = ctx.app.config.dataDir;
  otherDb = connect(ctx.url, 4);
  other = await buildApp({
    database: { db: otherDb.db, readDb: otherDb.db },
    // Another process: its own data directory (it has not seen the upload), the same bucket.
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STOREFRONT_DIST: '/nonexistent',
      DATA_DIR: s3.directory,
      ...s3.env,
      S3_PREFIX: 'test/',
    }),
    logger: false,
  });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  await otherDb?.close();
  await ctx?.close();
  await s3?.close();
});

describe('uploads in an S3-compatible store', () => {
  it('stores an upload in the bucket, not on disk, and every process serves it', async () => {
    const shopper = await newShopper(ctx.db);
    const url = await uploadPicture(ctx.app, shopper.token);
    expect(url).toMatch(/^\/uploads\/u\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(existsSync(path.join(dataDir, url))).toBe(false);

    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(
      new GetObjectCommand({ Bucket: 'mall-uploads', Key: `test/${url.replace('/uploads/', '')}` }),
    );
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    for (const app of [ctx.app, other]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('still serves the demo pictures drawn on the local disk', async () => {
    const { rows } = await ctx.db.execute<{ image: string }>(
      sql`SELECT images->>0 AS image FROM products WHERE images->>0 LIKE '/uploads/%' LIMIT 1`,
    );
    const image = rows[0]?.image;
    expect(image).toBeTruthy();
    expect(existsSync(path.join(dataDir, image!))).toBe(true);
    const res = await ctx.app.inject({ method: 'GET', url: image! });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for a missing file and never leaves the bucket prefix', async () => {
    for (const url of [
      '/uploads/u/2026-01/ffffffffffffffffffffffffffffffff.jpg',
      '/uploads/../pg.password',
      '/uploads/u/%2e%2e/x.jpg',
    ]) {
      const res = await other.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect(safeKey('u/2026-01/a.jpg')).toBe('u/2026-01/a.jpg');
    for (const bad of ['../a', 'u/../../a', '/etc/passwd', 'u//a', 'u\\a']) expect(safeKey(bad), bad).toBeNull();
  });

  it("keeps an application's documents in the bucket's private folder, served by any process only with a link", async () => {
    const shopper = await newShopper(ctx.db);
    const upload = await uploadPicture(ctx.app, shopper.token);
    const id = await applyWith(ctx.app, ctx.db, shopper.token, [upload]);
    const { rows } = await ctx.db.execute<{ pictures: string[] }>(
      sql`SELECT qualification_pictures AS pictures FROM merchant_applications WHERE id = ${id}`,
    );
    const [picture] = rows[0]!.pictures;
    expect(picture).toMatch(/^\/uploads\/private\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    const object = await bucket().send(
      new GetObjectCommand({ Bucket: 'mall-uploads', Key: `test/${picture!.replace('/uploads/', '')}` }),
    );
    expect(object.CacheControl).toBe('private, no-store');
    // The public upload is gone from the bucket, for every process.
    for (const app of [ctx.app, other]) expect((await app.inject({ method: 'GET', url: upload })).statusCode).toBe(404);

    const record = await get<SettleRecord>(ctx.app, `/api/front/merchant/settled/record/${id}`, auth(shopper.token));
    const [link] = record.body.data.qualificationPictures;
    for (const app of [ctx.app, other]) {
      const res = await app.inject({ method: 'GET', url: link! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const url of [picture!, picture!.replace('/private/', '/%70rivate/'), `/uploads/private/${picture}`]) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    }
  });
});

function bucket() {
  return new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}
