import { connect } from '../src/db/client';
import { settleDue } from '../src/modules/finance/settlement';

/**
 * The settlement job alone in its own process, as a server process runs it (crash.test.ts kills it mid-run):
 * `DATABASE_URL=… SETTLE_BATCH=n node --import tsx test/settlement-process.ts`. Prints how many it settled.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = connect(url, 2);
const settled = await settleDue(database.db, { batch: Number(process.env.SETTLE_BATCH ?? 5000) });
console.log(`settled ${settled}`);
await database.close();
