import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { replayedPast } from '../db/replica';

/**
 * Catalogue reads go to a replica (DATABASE_READ_URL), which replays the primary's changes a little later. After a
 * change that listings must show (a shop suspended), a cache emptied at once and refilled from a replica that has not
 * replayed the change yet would keep the old answer for its whole TTL. `changed()` raises a fence: until the replica
 * has replayed past the primary's position at that moment, `source()` answers the primary. Without a replica (the
 * read handle is the primary) it does nothing.
 */
export class ReplicaFence {
  /** null: no fence; 'pending': the primary's position is being read; else the position the replica must reach. */
  private fence: string | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly readDb: Db,
  ) {}

  changed(): void {
    if (this.readDb === this.db) return;
    const generation = ++this.generation;
    this.fence = 'pending';
    void this.db
      .execute<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`)
      .then(({ rows }) => {
        if (generation === this.generation) this.fence = rows[0]?.lsn ?? null;
      })
      .catch(() => undefined);
  }

  /** Where a catalogue read should go now. */
  async source(): Promise<Db> {
    const fence = this.fence;
    if (fence === null) return this.readDb;
    if (fence === 'pending') return this.db;
    if (!(await replayedPast(this.readDb, fence))) return this.db;
    if (this.fence === fence) this.fence = null;
    return this.readDb;
  }
}
