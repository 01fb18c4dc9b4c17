import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { truncated } from '../../db/copy-rows';
import { BULK_WRITE_FROM, withIndexesAside } from '../../db/indexes-aside';
import { copyDocuments, type DocumentRow, idArray, writeDocuments } from './search-document-writes';
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

type Write = (t: Queryable, ids: number[], documents: DocumentRow[]) => Promise<void>;

/**
 * 1,000 products per batch, as a pipeline on the one connection: while the database writes one batch and reads the
 * next one's sources, Node works out the documents of the batch in hand (the two cores side by side, issue 25).
 * Every id to build is read once, first: a query per batch made the planner guess at tables the same transaction had
 * just filled, and it read every product (or every document) for each batch, 9 s a batch at a million products.
 */
async function buildInBatches(
  t: Queryable,
  opts: { missing?: boolean; log?: (line: string) => void; batchSize?: number },
  write: Write,
): Promise<number> {
  const limit = opts.batchSize ?? 1000;
  const { rows: found } = await t.execute<{ ids: number[] | null }>(sql`
    SELECT array_agg(p.id ORDER BY p.id) AS ids ${toBuild(opts.missing)}`);
  const ids = found[0]?.ids ?? [];
  const batch = (i: number) => ids.slice(i, i + limit);
  const read = (i: number) =>
    i < ids.length ? sourceRows(t, sql`p.id = ANY(${idArray(batch(i))}::int[])`) : Promise.resolve([]);
  let rows = await read(0);
  let writing: Promise<void> = Promise.resolve();
  for (let i = 0; i < ids.length; i += limit) {
    const next = read(i + limit);
    // Thrown by the `await` below or at the end; until then not an unhandled rejection.
    next.catch(() => undefined);
    const documents = await documentsOfRows(rows, true);
    await writing;
    writing = write(t, batch(i), documents);
    writing.catch(() => undefined);
    const built = Math.min(ids.length, i + limit);
    if (Math.floor(built / 50_000) > Math.floor(i / 50_000)) opts.log?.(`Search documents: ${built} products …`);
    rows = await next;
  }
  await writing;
  return ids.length;
}

/**
 * Counts every word's products afresh from the postings (decision 0037), in one statement: whatever rows the triggers
 * appended, or a TRUNCATE left out, are replaced by one row per word, as of one snapshot of the postings. A bulk
 * build's copies are counted by the triggers too, batch by batch; this folds them (2.4 s at a million products).
 */
async function recountTerms(t: Queryable): Promise<void> {
  await t.execute(sql`
    WITH gone AS (DELETE FROM search_term_counts)
    INSERT INTO search_term_counts (term, products) SELECT term, count(*) FROM search_postings GROUP BY term`);
}

/** Products per batch of a bulk build. */
const BULK_BATCH = 5000;

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
  opts: {
    missing?: boolean;
    log?: (line: string) => void;
    bulkFrom?: number;
    batchSize?: number;
    /** The caller's transaction wrote the catalogue (the seed): the foreign keys are checked once at the end. */
    keysAside?: boolean;
    /**
     * No other session may read the documents until the caller commits (the seed's own transaction): a whole build
     * empties them by TRUNCATE and writes them frozen, all-visible from the start (`truncated`, db/copy-rows.ts).
     */
    frozen?: boolean;
  } = {},
): Promise<number> {
  const bulkFrom = opts.bulkFrom ?? BULK_WRITE_FROM;
  const count = async (t: Queryable) => {
    const { rows } = await t.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${toBuild(opts.missing)}`);
    return rows[0]?.n ?? 0;
  };
  const wanted = await count(db);
  if (wanted === 0) return 0;
  if (wanted < bulkFrom) return buildInBatches(db, opts, writeDocuments);
  const built = await db.transaction(async (t) => {
    await t.execute(sql`SELECT pg_advisory_xact_lock(${BUILD_LOCK})`);
    if ((await count(t)) < bulkFrom) return buildInBatches(t, opts, writeDocuments);
    opts.log?.(`Search documents: building ${wanted} products with the indexes set aside …`);
    // The catalogue may have been written by this very transaction (the seed): the batches' plans need its statistics.
    await t.execute(sql`ANALYZE products, merchants, product_translations`);
    const tables = ['search_documents', 'search_postings'];
    const { result: done, rebuilt } = await withIndexesAside(
      t,
      tables,
      async () => {
        // A whole rebuild starts from empty tables; a build of the missing ones adds to them. Either way COPY only
        // adds.
        if (!opts.missing && opts.frozen) {
          await t.execute(sql`TRUNCATE search_documents, search_postings, search_term_counts`);
          truncated(t, tables);
        } else if (!opts.missing) {
          await t.execute(sql`DELETE FROM search_documents`);
          await t.execute(sql`DELETE FROM search_postings`);
        } else {
          // A product's postings go with its documents: one without documents keeps none to be added to.
          await t.execute(sql`DELETE FROM search_postings s
          WHERE NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.product_id = s.product_id)`);
        }
        // Bigger batches than a row-by-row build's: each is one `COPY` per table (fewer pages left empty at the end of
        // each, see build-products.ts) and laid out together by language and category (decision 0035).
        const written = await buildInBatches(
          t,
          { ...opts, batchSize: opts.batchSize ?? BULK_BATCH },
          (tx, _ids, documents) => copyDocuments(tx, documents),
        );
        await recountTerms(t);
        opts.log?.(`Search documents: ${written} products written, building their indexes …`);
        return written;
      },
      { foreignKeys: opts.keysAside === true },
    );
    opts.log?.(`Search documents: ${rebuilt} indexes built.`);
    return done;
  });
  return built;
}
