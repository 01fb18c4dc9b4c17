import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

type Run = { child: ChildProcess; output: () => string; url: string };

async function start(dataDir: string, port: number, pgPort: number): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /The shop is open at (\S+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(m[1]);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${out}`));
    });
  });
  return { child, output: () => out, url };
}

async function stop(run: Run): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => run.child.once('exit', (code) => resolve(code)));
  run.child.kill('SIGINT');
  return exited;
}

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

    const first = await start(dataDir, port, pgPort);
    expect(first.output()).toContain('seeding demo data');
    expect(first.output()).toContain('shopper@example.com / Shopper123!');
    const health = await fetch(`${first.url}healthz`);
    expect(health.status).toBe(200);
    const list = (await (await fetch(`${first.url}api/front/product/list?limit=1`)).json()) as {
      data: { total: number };
    };
    expect(list.data.total).toBeGreaterThanOrEqual(300);
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');
    expect(postgresRunningIn(path.join(dataDir, 'pg'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start(dataDir, port, pgPort);
    expect(second.output()).not.toContain('seeding demo data');
    const again = (await (await fetch(`${second.url}api/front/product/list?limit=1`)).json()) as {
      data: { total: number };
    };
    expect(again.data.total).toBe(list.data.total);
    expect(await stop(second)).toBe(0);
  }, 120_000);
});
