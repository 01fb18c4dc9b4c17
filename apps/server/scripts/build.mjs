// Compiles the server to JavaScript for production: `dist/main.js` (the server, with the contract bundled in),
// `dist/backup.js` (backup and restore of the embedded database) and `dist/search-build-worker.js` (the thread a bulk
// build of the search documents starts), run by plain `node`; packages from node_modules
// stay imports. The SQL migrations are copied to `dist/migrations`, where the compiled code looks for them
// (`db/client.ts` reads them beside itself). `dist/` sits at the same depth as `src/`, so paths computed from
// `import.meta.dirname` (the repository root in config.ts) are the same compiled or not.
//   node scripts/build.mjs              build
//   node scripts/build.mjs --if-stale   build only when a source is newer than the last build (what `npm start` runs)
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(serverDir, '../..');
const dist = path.join(serverDir, 'dist');
const entries = {
  main: 'src/main.ts',
  backup: 'src/db/backup-cli.ts',
  // A bulk build's worker thread (modules/catalog/search-build.ts), loaded from beside main.js.
  'search-build-worker': 'src/modules/catalog/search-build-worker.ts',
};
const sources = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(serverDir, 'scripts/build.mjs'),
  path.join(root, 'packages/contract/src'),
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

function builtAt() {
  const outputs = Object.keys(entries).map((name) => path.join(dist, `${name}.js`));
  if (!outputs.every((file) => existsSync(file))) return 0;
  return Math.min(...outputs.map((file) => statSync(file).mtimeMs));
}

/**
 * Bare imports stay imports (node_modules), except the workspace's own TypeScript packages, JSON data (Node would
 * want an import attribute for it) and drizzle-orm, which are bundled. drizzle-orm is 448 ES modules: Node 26 loaded
 * them in 310 ms and left the process 104 MB larger (`import('drizzle-orm/pg-core')` alone; `require` of the same
 * package: 56 ms and 18 MB). Bundled, the server is ready with 151 MB resident instead of 197 (issue 25, goal 5).
 */
const BUNDLED = ['@mall/', 'drizzle-orm'];
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED.some((name) => args.path.startsWith(name)) || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds into a new folder and swaps it in, so that a server starting meanwhile never reads half a build. */
async function buildServer() {
  const next = `${dist}.next-${process.pid}`;
  const old = `${dist}.old-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints: entries,
    outdir: next,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Written beside the code; `NODE_OPTIONS=--enable-source-maps` shows TypeScript lines in stack traces (it costs
    // about 15 MB of resident memory, so it is off by default).
    sourcemap: true,
    // Error and class names stay readable in logs and stack traces.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(next, 'migrations'), { recursive: true });
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
}

const stale = Math.max(...sources.map(newest)) > builtAt();
if (stale || !process.argv.includes('--if-stale')) {
  const started = performance.now();
  process.stdout.write('Building the server …\n');
  await buildServer();
  process.stdout.write(`Server built in ${Math.round(performance.now() - started)} ms (apps/server/dist).\n`);
}
