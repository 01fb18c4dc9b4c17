import { type SQL, sql } from 'drizzle-orm';
// The zone each account last sent is remembered in reader-zone.routes.ts.

/**
 * The zone a mail written without a browser gives its dates in, for the account `userId` (SQL): the one its browser
 * last named, else the mall's own (the zone of the mall's service hours), else UTC.
 */
export const readerZoneSql = (userId: SQL) => sql`coalesce(
  (SELECT time_zone FROM users WHERE id = ${userId}),
  (SELECT time_zone FROM chat_settings WHERE mer_id = 0),
  'UTC')`;
