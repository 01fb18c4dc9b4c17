import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { type EmbeddedDatabase, passwordFile, startEmbeddedPostgres } from '../db/embedded';

// The embedded database listens on loopback; a fixed password published in the source let any local user or
// process in. Each data directory now has its own random password, in a file only its owner can read.

const dir = path.resolve(import.meta.dirname, `../../../../.test-data/pw-pg-${process.pid}`);
let server: EmbeddedDatabase | undefined;

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
  await rm(passwordFile(dir), { force: true });
});

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const withPassword = (url: string, password: string) => {
  const u = new URL(url);
  u.password = password;
  return u.toString();
};

describe('the embedded database password', () => {
  it('is random per data directory, kept in a file only its owner reads; the published one no longer works', async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(passwordFile(dir), { force: true });
    const port = await freePort();
    server = await startEmbeddedPostgres({ dir, port, database: 'postgres' });
    const file = passwordFile(dir);
    expect(existsSync(file)).toBe(true);
    expect((await stat(file)).mode & 0o077).toBe(0);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).not.toBe('mall-embedded');
    expect(password.length).toBeGreaterThanOrEqual(24);
    const url = server.url('postgres');
    expect(await canConnect(url)).toBe(true);
    expect(await canConnect(withPassword(url, 'mall-embedded'))).toBe(false);

    // A data directory made before this change (the published password, no file) is moved off it at start.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`ALTER ROLE mall PASSWORD 'mall-embedded'`);
    await admin.end();
    await server.stop();
    await rm(file);
    // Started as `npm start` starts it, with its own buffer cache (decision 0035).
    server = await startEmbeddedPostgres({ dir, port, database: 'postgres', sharedBuffersMb: 48 });
    const rotated = (await readFile(file, 'utf8')).trim();
    expect(rotated).not.toBe('mall-embedded');
    expect(await canConnect(server.url('postgres'))).toBe(true);
    expect(await canConnect(withPassword(url, 'mall-embedded'))).toBe(false);
    const settings = new pg.Client({ connectionString: server.url('postgres') });
    await settings.connect();
    const { rows } = await settings.query('SHOW shared_buffers');
    await settings.end();
    expect(rows[0].shared_buffers).toBe('48MB');
  }, 120_000);
});
