// Prints the gzip size of the JavaScript a first visit to the home page downloads: the entry chunk, everything it
// imports statically, the home page chunk and the English catalogue (with their static imports).
// Usage: npm run build && node scripts/first-load-size.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = join(import.meta.dirname, '..', 'dist', 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const html = readFileSync(join(import.meta.dirname, '..', 'dist', 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');

const seen = new Set();
function visit(name) {
  if (seen.has(name)) return;
  seen.add(name);
  const code = readFileSync(join(assets, name), 'utf8');
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"`()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    visit(match[1]);
}
visit(entry);
for (const prefix of ['home-route-', 'en-']) {
  const chunk = files.find((name) => name.startsWith(prefix));
  if (chunk) visit(chunk);
}

let total = 0;
const rows = [...seen].map((name) => {
  const size = gzipSync(readFileSync(join(assets, name)), { level: 9 }).length;
  total += size;
  return [name, size];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [name, size] of rows) console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${name}`);
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total first-load JavaScript (gzip)`);
