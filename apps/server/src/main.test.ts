import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { startServerProcess, stopServerProcess } from '../test/server-process';

function postgresRunningIn(dir: string): boolean {
  try {
    return execSync('ps -eo args').toString().includes(`-D ${dir}`);
  } catch {
    return false;
  }
}

let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('seeds an empty database, stops cleanly on Ctrl-C, and reuses the data on the next start', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-start-'));
    // PostgreSQL runs as its own user when the tests run as root: it must be able to enter the directory.
    await chmod(dataDir, 0o755);
    const [port, pgPort] = [await freePort(), await freePort()];

    const first = await startServerProcess({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) });
    expect(first.output()).toContain('seeding demo data');
    expect(first.output()).toContain('shopper@example.com / Shopper123!');
    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
    const list = (await (await fetch(`${first.url}/api/front/product/list?limit=1`)).json()) as {
      data: { total: number };
    };
    expect(list.data.total).toBeGreaterThanOrEqual(300);
    expect(await stopServerProcess(first)).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');
    expect(postgresRunningIn(path.join(dataDir, 'pg'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    // The second start is the compiled server, as `npm start` runs it (plain node, migrations found beside it).
    const second = await startServerProcess(
      { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) },
      { compiled: true },
    );
    expect(second.child.spawnargs.slice(1)).toEqual(['--max-semi-space-size=8', 'dist/main.js']);
    expect(second.output()).not.toContain('seeding demo data');
    const again = (await (await fetch(`${second.url}/api/front/product/list?limit=1`)).json()) as {
      data: { total: number };
    };
    expect(again.data.total).toBe(list.data.total);
    expect(await stopServerProcess(second)).toBe(0);
  }, 120_000);
});
