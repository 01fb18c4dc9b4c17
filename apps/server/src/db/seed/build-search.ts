import { buildSearchDocuments } from '../../modules/catalog/search-build';
import type { Tx } from '../client';

/**
 * The seed's search documents, written by their owner's one writer (the catalogue's), in the seed's transaction: a
 * seeded shop finds every product from its first request, at any size (issue 25), and a start has nothing to build.
 */
export async function seedSearchDocuments(tx: Tx, log: (line: string) => void): Promise<void> {
  const built = await buildSearchDocuments(tx, { log, keysAside: true, frozen: true, workers: 'all' });
  log(`Search documents built for ${built} products.`);
}
