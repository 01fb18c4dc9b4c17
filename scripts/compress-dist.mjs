// Writes .gz and .br beside every text asset of a built web app, so the server sends them precompressed
// (@fastify/static `preCompressed`) without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'apps/storefront/dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

async function* files(root) {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(dir)) {
  const body = await readFile(file);
  if ((await stat(file)).size < 512) continue;
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), dir) || '.'}`);
