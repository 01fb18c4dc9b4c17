// Time from `npm start` to the first page served, on an existing data directory (run `npm start` once before,
// and stop it). Prints the figure of each of three runs.
//   node bench/startup.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = 3999;
for (let run = 1; run <= 3; run++) {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  let ms = NaN;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) {
        await res.text();
        ms = performance.now() - t0;
        break;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - t0 > 120_000) break;
  }
  console.log(`run ${run}: first page served after ${ms.toFixed(0)} ms`);
  process.kill(-child.pid, 'SIGINT');
  await new Promise((r) => child.once('exit', r));
  await new Promise((r) => setTimeout(r, 1000));
}
