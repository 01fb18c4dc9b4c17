import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

export type ServerProcess = { child: ChildProcess; url: string; output: () => string };

/**
 * Runs the server as its own process and waits until it says where it listens: `src/main.ts` through tsx, or with
 * `compiled` what `npm start` runs (the build when a source is newer, then `MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 node --max-semi-space-size=8 dist/main.js`).
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { compiled?: boolean } = {},
): Promise<ServerProcess> {
  if (opts.compiled) execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: serverDir });
  const args = opts.compiled ? ['--max-semi-space-size=8', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...(opts.compiled ? { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' } : {}),
      ...env,
    },
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
      const match = /The shop is open at (\S+)/.exec(out);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!.replace(/\/$/, ''));
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the server exited with ${code}:\n${out}`));
    });
  });
  return { child, url, output: () => out };
}

/** Ctrl-C, and the exit code once it stopped. */
export async function stopServerProcess(server: ServerProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGINT');
  return exited;
}
