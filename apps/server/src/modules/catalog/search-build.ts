import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { BULK_WRITE_FROM, withIndexesAside } from '../../db/indexes-aside';
import { copyDocuments } from './search-document-writes';
import { documentsOfRows, sourceRows } from './search-documents';

/**
 * Building the search documents of a whole catalogue (decision 0030): the seed, the test template and every start (a
 * database migrated from before the documents gets them once). Each product goes through the documents' one writer,
 * `refreshSearchDocuments`; a big build sets the table's indexes aside while it writes.
 */

/** Products to build: every visible one, or (`missing`) only those without any document. */
function toBuild(missing: boolean | undefined) {
  const without = missing ? sql`AND NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.product_id = p.id)` : sql``;
  return sql`FROM products p JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' ${without}`;
}

/**
 * 1,000 products per batch, as a pipeline on the one connection: while the database writes one batch and reads the
 * next one's sources, Node works out the documents of the batch in hand (the two cores side by side, issue 25).
 */
async function buildInBatches(
  t: Queryable,
  opts: { missing?: boolean; log?: (line: string) => void; batchSize?: number },
): Promise<number> {
  const limit = opts.batchSize ?? 1000;
  // The ids first, then their sources by primary key: as one statement (`p.id IN (SELECT …)`) the planner, without
  // statistics on a catalogue the same transaction just wrote, read every product for every batch (9 s each at 1M).
  const batchAfter = async (after: number) => {
    const { rows } = await t.execute<{ id: number }>(sql`
      SELECT p.id ${toBuild(opts.missing)} AND p.id > ${after} ORDER BY p.id LIMIT ${limit}`);
    if (rows.length === 0) return [];
    return sourceRows(t, sql`p.id = ANY(${`{${rows.map((r) => r.id).join(',')}}`}::int[])`);
  };
  let rows = await batchAfter(0);
  let writing: Promise<void> = Promise.resolve();
  let built = 0;
  while (rows.length > 0) {
    const next = batchAfter(rows[rows.length - 1]!.id);
    // Thrown by the `await` below or at the end; until then not an unhandled rejection.
    next.catch(() => undefined);
    const documents = await documentsOfRows(rows, true);
    await writing;
    writing = copyDocuments(
      t,
      rows.map((r) => r.id),
      documents,
    );
    writing.catch(() => undefined);
    built += rows.length;
    if (built % 50_000 < rows.length) opts.log?.(`Search documents: ${built} products …`);
    rows = await next;
  }
  await writing;
  return built;
}

/** Serialises builds across processes: several starting at once build the missing documents once. */
const BUILD_LOCK = 2_517_025;

/**
 * Builds the documents of every visible product (`missing`: only of those without any), 1,000 products per statement:
 * the seed, the test template and every start (a database migrated from before documents existed gets them once).
 * A big build runs in one transaction that takes the documents' indexes away and builds them again with more memory
 * (readers wait for it; a failed build leaves the old documents and indexes). The caller refreshes the statistics and
 * the visibility map once it has committed (`VACUUM (ANALYZE)`). Answers how many products were built.
 */
export async function buildSearchDocuments(
  db: Queryable,
  opts: { missing?: boolean; log?: (line: string) => void; bulkFrom?: number; batchSize?: number } = {},
): Promise<number> {
  const bulkFrom = opts.bulkFrom ?? BULK_WRITE_FROM;
  const count = async (t: Queryable) => {
    const { rows } = await t.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${toBuild(opts.missing)}`);
    return rows[0]?.n ?? 0;
  };
  const wanted = await count(db);
  if (wanted === 0) return 0;
  if (wanted < bulkFrom) return buildInBatches(db, opts);
  const built = await db.transaction(async (t) => {
    await t.execute(sql`SELECT pg_advisory_xact_lock(${BUILD_LOCK})`);
    if ((await count(t)) < bulkFrom) return buildInBatches(t, opts);
    opts.log?.(`Search documents: building ${wanted} products with the indexes set aside …`);
    // The catalogue may have been written by this very transaction (the seed): the batches' plans need its statistics.
    await t.execute(sql`ANALYZE products, merchants, product_translations`);
    const { result: done, rebuilt } = await withIndexesAside(t, ['search_documents'], () => buildInBatches(t, opts));
    opts.log?.(`Search documents: ${rebuilt} indexes built.`);
    return done;
  });
  return built;
}
