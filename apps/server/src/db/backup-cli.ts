// `npm run backup` and `npm run restore [-- <backup directory>]` for the embedded database (decision 0017). Backups go
// to `backups/` beside the data directory (./backups for the default ./data), one timestamped directory each.
import path from 'node:path';
import { loadConfig } from '../config';
import { backupEmbedded, latestBackup, restoreEmbedded } from './backup';

async function run(): Promise<void> {
  const [command, given] = process.argv.slice(2);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new Error('DATABASE_URL is set: back up an external PostgreSQL with its own tools (pg_basebackup, pg_dump)');
  }
  const backupsDir = path.join(path.dirname(config.dataDir), 'backups');
  const log = (line: string) => process.stdout.write(`${line}\n`);
  if (command === 'backup') {
    const pictures = config.S3_BUCKET
      ? { bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT, prefix: config.S3_PREFIX }
      : undefined;
    const done = await backupEmbedded({
      dataDir: config.dataDir,
      backupsDir,
      port: config.EMBEDDED_PG_PORT,
      log,
      pictures,
    });
    log(
      `Backup written to ${done.dir} (WAL ${done.startLsn} to ${done.stopLsn}, ${done.walFiles} segments, ${done.ms} ms)`,
    );
    return;
  }
  if (command === 'restore') {
    // A backup's name (its directory under backups/) or a full path.
    const backupDir = given ? path.resolve(backupsDir, given) : await latestBackup(backupsDir);
    if (!backupDir) throw new Error(`No backup in ${backupsDir}`);
    log(`Restoring ${backupDir} into ${config.dataDir} …`);
    await restoreEmbedded({ dataDir: config.dataDir, backupDir, log });
    log("Restored. The next `npm start` replays the backup's WAL and opens the shop as it was at the backup's end.");
    return;
  }
  throw new Error('usage: backup | restore [<backup directory>]');
}

run().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
