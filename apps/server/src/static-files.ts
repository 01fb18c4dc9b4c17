import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { defaultErrorMessages } from '@mall/contract';
import type { Config } from './config';
import type { FastifyZod } from './platform/fastify';
import {
  DiskFileStore,
  type FileStore,
  LayeredFileStore,
  S3FileStore,
  type S3Settings,
  safeKey,
} from './platform/file-store';
import { isValidPrivateLink } from './platform/private-links';

// What the app serves from files: uploads (disk or an S3-compatible store), the console and the storefront.

// Files under /uploads never run: SVG opened directly gets no script, no plugins, no frames.
const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The uploads' store: DATA_DIR/uploads, or an S3-compatible bucket in front of it (decision 0017). */
export function fileStoreFromConfig(config: Config): FileStore {
  const disk = new DiskFileStore(path.join(config.dataDir, 'uploads'));
  if (!config.S3_BUCKET) return disk;
  return new LayeredFileStore(
    new S3FileStore(s3Settings(config, config.S3_BUCKET, config.S3_PREFIX, 'public, max-age=604800')),
    disk,
  );
}

/**
 * The private documents' store (decision 0046): DATA_DIR/private-uploads, outside the folder the public route serves
 * whatever a path spells, or the bucket's `private/` under the prefix, which the public route refuses. Served only
 * through `/uploads/private/*` with a signed link.
 */
export function privateFileStoreFromConfig(config: Config): FileStore {
  if (!config.S3_BUCKET) return new DiskFileStore(path.join(config.dataDir, 'private-uploads'));
  return new S3FileStore(
    s3Settings(config, config.S3_BUCKET, `${config.S3_PREFIX}${PRIVATE_FOLDER}/`, 'private, no-store'),
  );
}

/** The first folder of the private documents' addresses (`/uploads/private/…`), and of their keys in a bucket. */
const PRIVATE_FOLDER = 'private';

function s3Settings(config: Config, bucket: string, prefix: string, cacheControl: string): S3Settings {
  return {
    bucket,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    prefix,
    cacheControl,
  };
}

/**
 * A private document (an applicant's licence or ID, audit AG2): only with a link that an authorised answer signed, and
 * never kept by a browser or a cache.
 */
async function servePrivateFiles(app: FastifyZod): Promise<void> {
  const notFound = { code: 404, message: defaultErrorMessages[404], data: null };
  app.get(`/uploads/${PRIVATE_FOLDER}/*`, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const key = safeKey((request.params as { '*': string })['*']);
    const allowed =
      key !== null &&
      (await isValidPrivateLink(app.database.db, `/uploads/${PRIVATE_FOLDER}/${key}`, request.query as object));
    const file = allowed ? await app.privateFiles.get(key) : null;
    if (!file) return reply.status(404).send(notFound);
    reply
      .type(file.contentType)
      .header('Content-Disposition', 'inline')
      .header('Content-Security-Policy', UPLOAD_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer');
    if (file.length !== undefined) reply.header('Content-Length', file.length);
    return reply.send(file.body);
  });
}

async function serveUploads(app: FastifyZod, config: Config): Promise<void> {
  await servePrivateFiles(app);
  if (app.files.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: path.join(config.dataDir, 'uploads'),
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      setHeaders: (res) => res.header('Content-Security-Policy', UPLOAD_CSP),
    });
    return;
  }
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = safeKey((request.params as { '*': string })['*']);
    // However the path was spelled (`%70rivate`), the bucket's private folder is not the public route's to serve.
    const file = key && key.split('/')[0] !== PRIVATE_FOLDER ? await app.files.get(key) : null;
    if (!file) return reply.status(404).send({ code: 404, message: defaultErrorMessages[404], data: null });
    reply
      .type(file.contentType)
      .header('Cache-Control', 'public, max-age=604800')
      .header('Content-Security-Policy', UPLOAD_CSP)
      .header('X-Content-Type-Options', 'nosniff');
    if (file.length !== undefined) reply.header('Content-Length', file.length);
    return reply.send(file.body);
  });
}

export async function serveFiles(app: FastifyZod, config: Config): Promise<void> {
  await serveUploads(app, config);
  await serveConsole(app, config.consoleDist);
  if (existsSync(path.join(config.storefrontDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.storefrontDist,
      prefix: '/',
      preCompressed: true,
      wildcard: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html')
        .send(
          '<!doctype html><title>Mall</title><p>The storefront is not built yet: run <code>npm run build</code>.</p>',
        ),
    );
  }
}

/**
 * The console (apps/console) at /console/: its files as they are on disk (a rebuild shows without a restart), and its
 * index.html for any other path under /console/, so that a deep link or a reload lands in the app (its routes live in
 * the hash, but an old bookmark may not).
 */
async function serveConsole(app: FastifyZod, dist: string): Promise<void> {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return;
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        decorateReply: false,
        preCompressed: true,
        wildcard: true,
        index: 'index.html',
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      scope.setNotFoundHandler(async (request, reply) => {
        // A missing script or style stays a 404 (an old page asking for a chunk of the previous build).
        if (request.url.startsWith('/console/assets/')) {
          return reply.status(404).send({ code: 404, message: defaultErrorMessages[404], data: null });
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(await readFile(index));
      });
    },
    { prefix: '/console' },
  );
  app.get('/console', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/console/'));
}
