import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { truncated } from '../../db/copy-rows';
import { BULK_WRITE_FROM, withIndexesAside } from '../../db/indexes-aside';
import { type Glossary, readGlossary } from './attribute-glossary';
import { copyDocuments, idArray, type RenderedDocuments, writeDocuments } from './search-document-writes';
import { documentsOfRows, type SourceRow, sourceRows } from './search-documents';

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
 * Every id to build, read once, first: a query per batch made the planner guess at tables the same transaction had
 * just filled, and it read every product (or every document) for each batch, 9 s a batch at a million products.
 */
async function idsToBuild(t: Queryable, missing: boolean | undefined): Promise<number[]> {
  const { rows } = await t.execute<{ ids: number[] | null }>(sql`
    SELECT array_agg(p.id ORDER BY p.id) AS ids ${toBuild(missing)}`);
  return rows[0]?.ids ?? [];
}

/**
 * Batches of products as a pipeline on the one connection: while the database writes one batch and reads the next
 * one's sources, `work` turns the batches in hand into what `write` sends (the cores side by side, issue 25). Up to
 * `depth` batches are worked on at once (one per worker thread); they are written in the order they were read.
 */
async function pipeline<T>(
  t: Queryable,
  ids: number[],
  opts: { log?: (line: string) => void; batchSize: number; depth?: number },
  work: (rows: SourceRow[], batchNo: number) => Promise<T>,
  write: (ids: number[], worked: T) => Promise<void>,
): Promise<number> {
  const limit = opts.batchSize;
  const depth = Math.max(1, opts.depth ?? 1);
  const batch = (i: number) => ids.slice(i, i + limit);
  const read = (i: number) =>
    i < ids.length ? sourceRows(t, sql`p.id = ANY(${idArray(batch(i))}::int[])`) : Promise.resolve([]);
  // Thrown by the `await` that takes it or at the end; until then not an unhandled rejection.
  const held = <P>(promise: Promise<P>) => {
    promise.catch(() => undefined);
    return promise;
  };
  const working: { from: number; worked: Promise<T> }[] = [];
  let next = held(read(0));
  let readFrom = 0;
  let writing: Promise<void> = Promise.resolve();
  let written = 0;
  while (written < ids.length) {
    // Keep `depth` batches being worked on: each read's rows go to work as soon as they are there.
    while (working.length < depth && readFrom < ids.length) {
      const rows = await next;
      working.push({ from: readFrom, worked: held(work(rows, readFrom / limit)) });
      readFrom += limit;
      next = held(read(readFrom));
    }
    const oldest = working.shift()!;
    const worked = await oldest.worked;
    await writing;
    writing = held(write(batch(oldest.from), worked));
    const built = Math.min(ids.length, oldest.from + limit);
    if (Math.floor(built / 50_000) > Math.floor(oldest.from / 50_000))
      opts.log?.(`Search documents: ${built} products …`);
    written = built;
  }
  await writing;
  await next;
  return ids.length;
}

/** 1,000 products per batch through the row-by-row writer, Node working out each batch between the statements. */
async function buildInBatches(
  t: Queryable,
  opts: { missing?: boolean; log?: (line: string) => void; batchSize?: number },
): Promise<number> {
  const glossary = await readGlossary(t);
  return pipeline(
    t,
    await idsToBuild(t, opts.missing),
    { log: opts.log, batchSize: opts.batchSize ?? 1000 },
    (rows) => documentsOfRows(rows, glossary, true),
    (ids, documents) => writeDocuments(t, ids, documents),
  );
}

/**
 * The old generation a worker thread may hold, in MB. Left to itself V8 let each worker's heap grow to hundreds of MB
 * of garbage between collections (the seed's process at 1.5–1.9 GB with two of them, issue 25); capped, it collects
 * sooner. What a piece of a batch needs at once is bounded by `PIECE_CHARS`, well under this.
 */
export const WORKER_HEAP_MB = 256;

/**
 * Characters of text (names and attributes in every language) a worker renders at once. A product at the demo's sizes
 * carries about a thousand; at the contract's bounds (3 attributes of 20 values of 30 characters, a 100-character
 * name, six languages) about 12,000, so a batch of 5,000 such products is 60 million, far more than a capped heap
 * holds (measured: 1,000 products at those bounds, 12 million characters, rendered within 256 MB, also as words of
 * one character each; 1,400 did not). A batch over this is rendered in pieces, one after the other on its worker, and
 * written as one.
 */
export const PIECE_CHARS = 4_000_000;

/** What of a product's sources is text: its rendering holds more as they grow. */
type SourceText = Pick<SourceRow, 'name' | 'attrs' | 'translations'>;

/** The characters of text a product's sources carry. */
function sourceChars(row: SourceText): number {
  const attrChars = (attrs: SourceRow['attrs']) =>
    attrs.reduce((sum, a) => a.values.reduce((n, v) => n + v.length, sum + a.name.length), 0);
  let chars = 100 + row.name.length + attrChars(row.attrs);
  for (const t of row.translations ?? []) chars += t.name.length + attrChars(t.attrs);
  return chars;
}

/** A batch's rows cut where their text reaches `limit` characters (every piece has at least one row). */
export function piecesOf<R extends SourceText>(rows: R[], limit: number): R[][] {
  const pieces: R[][] = [];
  let piece: R[] = [];
  let chars = 0;
  for (const row of rows) {
    const size = sourceChars(row);
    if (piece.length > 0 && chars + size > limit) {
      pieces.push(piece);
      piece = [];
      chars = 0;
    }
    piece.push(row);
    chars += size;
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

/** The worker thread of a bulk build: the compiled one beside main.js, or the TypeScript source under tsx. */
function startWorker(glossary: Glossary, heapMb: number): Worker {
  const here = import.meta.url;
  const workerData = glossary.rows;
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (here.endsWith('.ts')) {
    return new Worker(new URL('./search-build-worker.ts', here), {
      execArgv: ['--import', 'tsx'],
      workerData,
      resourceLimits,
    });
  }
  return new Worker(new URL('./search-build-worker.js', here), { workerData, resourceLimits });
}

/** A worker thread that renders one batch at a time: each answer is the batch last posted. */
function renderer(glossary: Glossary, heapMb: number) {
  const worker = startWorker(glossary, heapMb);
  let waiting: { resolve: (r: RenderedDocuments) => void; reject: (e: unknown) => void } | null = null;
  let failed: unknown = null;
  const fail = (error: unknown) => {
    failed = error;
    waiting?.reject(error);
    waiting = null;
  };
  worker.on('message', (rendered: RenderedDocuments) => {
    waiting?.resolve(rendered);
    waiting = null;
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the documents' worker stopped (exit code ${code})`)));
  return {
    render: (rows: SourceRow[]) =>
      new Promise<RenderedDocuments>((resolve, reject) => {
        if (failed) return reject(failed);
        waiting = { resolve, reject };
        worker.postMessage(rows);
      }),
    stop: async () => {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/**
 * How many worker threads a bulk build may render on: one, or (`workers: 'all'`, the seed) one a core up to two. With
 * one, the seed's build waited for it on 27 of its 29 seconds at 200,000 products, the connection reading and copying
 * meanwhile: two took 25.7 s instead of 30.7, and 119 s instead of 150 at a million (issue 25). Each worker's heap
 * grows with what it renders between its collections, so two took the seed's process from 1.1 to 1.4–1.9 GB: their
 * heaps are capped (`WORKER_HEAP_MB`) and what each renders at once bounded (`PIECE_CHARS`). The server's own builds (a start that finds products without
 * documents) keep to one, within its memory.
 */
const renderersFor = (workers: 'one' | 'all' | undefined) =>
  workers === 'all' ? Math.max(1, Math.min(2, availableParallelism())) : 1;

/**
 * A bulk build's batches: the documents worked out and rendered for COPY on worker threads (search-build-worker.ts)
 * while the transaction's connection copies the batch before, so that the documents' work in Node (ICU's word
 * breaks, the COPY text) runs beside the database's instead of in turn with it (issue 25).
 */
async function copyInBatches(
  t: Queryable,
  opts: {
    missing?: boolean;
    log?: (line: string) => void;
    batchSize: number;
    workers?: 'one' | 'all';
    pieceChars?: number;
    heapMb?: number;
  },
): Promise<number> {
  const ids = await idsToBuild(t, opts.missing);
  if (ids.length === 0) return 0;
  const glossary = await readGlossary(t);
  const count = Math.min(renderersFor(opts.workers), Math.ceil(ids.length / opts.batchSize));
  const renderers = Array.from({ length: count }, () => renderer(glossary, opts.heapMb ?? WORKER_HEAP_MB));
  // A batch's pieces, rendered one after the other on its worker and written together, in the order read.
  const render = async (rows: SourceRow[], batchNo: number): Promise<RenderedDocuments> => {
    const worker = renderers[batchNo % count]!;
    const [first = [], ...more] = piecesOf(rows, opts.pieceChars ?? PIECE_CHARS);
    let rendered = await worker.render(first);
    for (const piece of more) {
      const part = await worker.render(piece);
      rendered = {
        documents: rendered.documents.concat(part.documents),
        postings: rendered.postings.concat(part.postings),
        vocabulary: rendered.vocabulary.concat(part.vocabulary),
      };
    }
    return rendered;
  };
  try {
    // Batches go to the renderers in turn, and at most one each is in flight: the pipeline's depth is their number.
    return await pipeline(t, ids, { ...opts, depth: count }, render, (_ids, rendered) => copyDocuments(t, rendered));
  } finally {
    await Promise.all(renderers.map((r) => r.stop()));
  }
}

/**
 * Counts every word's products afresh from the postings (decision 0037), in one statement: whatever rows the triggers
 * appended, or a TRUNCATE left out, are replaced by one row per word, as of one snapshot of the postings. A bulk
 * build writes its postings with the counting triggers set aside; this counts them all (2.4 s at a million products).
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
    /** Worker threads to render a bulk build's batches on: one (the default), or one a core up to two (the seed). */
    workers?: 'one' | 'all';
    /** Characters of text a worker renders at once (`PIECE_CHARS`) and its heap's cap in MB: for the tests. */
    pieceChars?: number;
    heapMb?: number;
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
  if (wanted < bulkFrom) return buildInBatches(db, opts);
  const built = await db.transaction(async (t) => {
    await t.execute(sql`SELECT pg_advisory_xact_lock(${BUILD_LOCK})`);
    if ((await count(t)) < bulkFrom) return buildInBatches(t, opts);
    opts.log?.(`Search documents: building ${wanted} products with the indexes set aside …`);
    // The catalogue may have been written by this very transaction (the seed): the batches' plans need its statistics.
    await t.execute(sql`ANALYZE products, merchants, product_translations`);
    const tables = ['search_documents', 'search_postings'];
    const { result: done, rebuilt } = await withIndexesAside(
      t,
      tables,
      async () => {
        // The words' counts are counted afresh from the postings at the end (`recountTerms`), so the triggers that
        // count every statement's postings as they are written or removed are set aside until then: each handed its
        // statement's rows to a query of its own, 8.8 million postings at a million products (about 1 s of the
        // database's time per million). Like the indexes, they are back before the commit, and a failure rolls the
        // change back with the rest.
        await t.execute(sql`ALTER TABLE search_postings
          DISABLE TRIGGER search_postings_added, DISABLE TRIGGER search_postings_removed`);
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
        const written = await copyInBatches(t, { ...opts, batchSize: opts.batchSize ?? BULK_BATCH });
        await t.execute(sql`ALTER TABLE search_postings
          ENABLE TRIGGER search_postings_added, ENABLE TRIGGER search_postings_removed`);
        await recountTerms(t);
        opts.log?.(`Search documents: ${written} products written, building their indexes …`);
        return written;
      },
      { foreignKeys: opts.keysAside === true, log: opts.log },
    );
    opts.log?.(`Search documents: ${rebuilt} indexes built.`);
    return done;
  });
  return built;
}
