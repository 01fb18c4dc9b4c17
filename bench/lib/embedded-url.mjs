import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's address for a shop started with `npm start` (DATA_DIR, default ./data): its password is
 * random per data directory and kept in `<DATA_DIR>/pg.password`.
 */
export function embeddedUrl(database = 'mall') {
  const dataDir = process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../data');
  const password = readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
  const port = process.env.EMBEDDED_PG_PORT ?? '54329';
  return `postgres://mall:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
