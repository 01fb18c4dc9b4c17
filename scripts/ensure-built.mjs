// `npm start` builds the storefront and the console only when their sources are newer than their last build, so a
// second start is fast and a fresh clone still gets built apps.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const apps = [
  { name: 'storefront', workspace: '@mall/storefront' },
  { name: 'console', workspace: '@mall/console' },
];

for (const app of apps) {
  const dir = `apps/${app.name}`;
  const built = path.join(root, dir, 'dist/index.html');
  const sources = [`${dir}/src`, `${dir}/index.html`, `${dir}/vite.config.ts`, 'packages/contract/src'];
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (changedAt > builtAt) {
    console.log(`Building the ${app.name} …`);
    execSync(`npm run build -w ${app.workspace} && node scripts/compress-dist.mjs ${dir}/dist`, {
      cwd: root,
      stdio: 'inherit',
    });
  }
}
