// `npm start` builds the storefront only when its sources are newer than the last build, so a second start
// is fast and a fresh clone still gets a built app.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/storefront/dist/index.html');
const sources = [
  'apps/storefront/src',
  'apps/storefront/index.html',
  'apps/storefront/vite.config.ts',
  'packages/contract/src',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (changedAt > builtAt) {
  console.log('Building the storefront …');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
