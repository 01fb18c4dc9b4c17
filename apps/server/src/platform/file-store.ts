import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, by key (`u/2026-11/<32 hex>.jpg`, served at `/uploads/<key>`). Local disk by default;
 * any S3-compatible store when configured, so that several server processes (or machines) see every upload. Which
 * uploads exist and who owns them is the `uploads` table's business (modules/uploads); this is only the bytes.
 */
export type StoredFile = { body: Readable; contentType: string; length?: number };

export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; none under that key is not an error. */
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/** Keys are our own names; a key that could leave the root (`..`, absolute, backslashes) is never looked up. */
export function safeKey(key: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/.test(key) || key.split('/').some((part) => part === '..' || part === '')) {
    return null;
  }
  return key;
}

export class DiskFileStore implements FileStore {
  readonly kind = 'disk';
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.file(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      body: createReadStream(file),
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      length: info.size,
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  private file(key: string): string {
    const safe = safeKey(key);
    if (!safe) throw new Error(`Not a file key: ${key}`);
    return path.join(this.root, safe);
  }
}

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (`endpoint/bucket/key`): MinIO, local test servers and most non-AWS stores want them. */
  forcePathStyle: boolean;
  /** Keys go under this prefix in the bucket (`mall/`), so one bucket can hold several malls. */
  prefix: string;
  /** The objects' own Cache-Control (what a CDN in front of the bucket follows); a week's public cache by default. */
  cacheControl?: string;
};

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** The SDK is loaded with the first file stored or read, not at start: about 35 MB a disk-only shop never uses. */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private connection: Promise<{ sdk: S3Sdk; client: InstanceType<S3Sdk['S3Client']> }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  private connect() {
    const settings = this.settings;
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: S3-compatible stores do not all understand the newer trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: contentType,
        CacheControl: this.settings.cacheControl ?? 'public, max-age=604800',
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      if (!answer.Body) return null;
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        length: answer.ContentLength,
      };
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
  }

  private key(key: string): string {
    const safe = safeKey(key);
    if (!safe) throw new Error(`Not a file key: ${key}`);
    return `${this.settings.prefix}${safe}`;
  }
}

/**
 * Reads from the first store that has the key: the S3 store first, then local disk, where the demo pictures the seed
 * draws stay (every process draws the same ones).
 */
export class LayeredFileStore implements FileStore {
  readonly kind;
  constructor(
    private readonly primary: FileStore,
    private readonly fallback: FileStore,
  ) {
    this.kind = primary.kind;
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.primary.put(key, body, contentType);
  }

  async get(key: string): Promise<StoredFile | null> {
    return (await this.primary.get(key)) ?? this.fallback.get(key);
  }

  /** From both: a file the disk still holds from before the bucket would otherwise keep being served. */
  async delete(key: string): Promise<void> {
    await this.primary.delete(key);
    await this.fallback.delete(key);
  }
}
