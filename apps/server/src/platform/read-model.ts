import { type CacheHolder, caches, useTick } from './cache-budget';
import type { ChangedIds } from './change-feed';

/**
 * A bounded in-process read model: answers kept until a change of what they show is announced, not for a time
 * (issue 25). Each entry carries tags (`p:12` for product 12, `s:3` for shop 3); `invalidate(tags)` drops every entry
 * carrying one of them. The change feed (platform/change-feed.ts) calls it in every process.
 *
 * - Bounded by entries and by bytes (an estimate: the JSON length of the value), least recently used out first; and,
 *   with every other cache of the process, by the process's cache budget (platform/cache-budget.ts, under `name`).
 * - Single flight: concurrent misses for one key share one load.
 * - A load that began before an invalidation of one of its tags (or before `clear`) answers its caller but is not
 *   kept: it may have read the rows as they were before the change.
 * - `maxAgeMs` (optional) bounds how long an entry lives, for parts no writer announces; a load may also answer the
 *   moment its value turns stale by the clock (`until`: an activity that starts or ends).
 */
export class ReadModel<V> implements CacheHolder {
  private readonly entries = new Map<
    string,
    { value: V; tags: string[]; bytes: number; born: number; until: number | null; used: number }
  >();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Every invalidation moves the clock; a tag remembers when it was last invalidated while loads were running. */
  private clock = 0;
  private readonly invalidatedAt = new Map<string, number>();
  /** Loads that began before this tick are never kept (after `clear`, or when `invalidatedAt` was trimmed). */
  private floor = 0;
  private bytes = 0;
  /** Loads running, those no longer shared included (an invalidation stops new misses from joining them). */
  private running = 0;

  constructor(
    private readonly limits: { entries: number; bytes: number; maxAgeMs?: number; name?: string },
    private readonly sizeOf: (value: V) => number = (value) => JSON.stringify(value)?.length ?? 0,
  ) {
    if (limits.entries > 0) caches.register(this, limits.name ?? 'read model');
  }

  heldBytes(): number {
    return this.bytes;
  }

  oldestUse(): number {
    for (const entry of this.entries.values()) return entry.used;
    return Infinity;
  }

  shed(bytes: number, before: number): void {
    const floor = this.bytes - bytes;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= floor || entry.used >= before) break;
      this.drop(key);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Whether a kept entry may still answer: younger than `maxAgeMs` and before its own `until`. */
  private fresh(entry: { born: number; until: number | null }): boolean {
    const now = Date.now();
    return (
      (!this.limits.maxAgeMs || now - entry.born < this.limits.maxAgeMs) && (entry.until === null || now < entry.until)
    );
  }

  /**
   * The value of `key`, loading it on a miss; `load` answers the value and the tags it depends on (null: keep it not),
   * and when the value turns stale by the clock alone (`until`, in `Date.now()` milliseconds; null or absent: never).
   */
  async get(key: string, load: () => Promise<{ value: V; tags: string[] | null; until?: number | null }>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit)) {
      // Most recently used last: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      hit.used = useTick();
      return hit.value;
    }
    if (hit) this.drop(key);
    const pending = this.loading.get(key);
    if (pending) return pending;
    if (this.limits.entries <= 0) return (await load()).value;
    const started = this.clock;
    this.running++;
    const promise = load()
      .then(({ value, tags, until }) => {
        if (tags && this.keepable(started, tags)) {
          this.store(key, value, tags, until ?? null);
          caches.settle();
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (--this.running === 0) this.invalidatedAt.clear();
      });
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * The values of `keys`, the missing ones loaded together by one call of `load` (which answers each with its tags);
   * kept as `get` keeps them. Not single flight: concurrent misses of one key each load it.
   */
  async getMany(
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, { value: V; tags: string[] }>>,
  ): Promise<Map<string, V>> {
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit && this.fresh(hit)) {
        this.entries.delete(key);
        this.entries.set(key, hit);
        hit.used = useTick();
        found.set(key, hit.value);
        continue;
      }
      if (hit) this.drop(key);
      missing.push(key);
    }
    if (missing.length === 0) return found;
    const started = this.clock;
    this.running++;
    try {
      for (const [key, { value, tags }] of await load(missing)) {
        if (this.limits.entries > 0 && this.keepable(started, tags)) this.store(key, value, tags, null);
        found.set(key, value);
      }
      caches.settle();
    } finally {
      if (--this.running === 0) this.invalidatedAt.clear();
    }
    return found;
  }

  /** A change feed's notice: every entry tagged `<prefix><id>` for the ids named, or everything (null: all of them). */
  changed(prefix: string, ids: ChangedIds): void {
    if (ids === null) this.clear();
    else this.invalidate(ids.map((id) => `${prefix}${id}`));
  }

  invalidate(tags: readonly string[]): void {
    this.clock++;
    for (const tag of tags) {
      if (this.running > 0) this.invalidatedAt.set(tag, this.clock);
      for (const key of this.byTag.get(tag) ?? []) this.drop(key);
    }
    // Remembered ticks stay few: past a bound, every running load is refused instead.
    if (this.invalidatedAt.size > 10_000) {
      this.invalidatedAt.clear();
      this.floor = this.clock;
    }
    this.loading.clear();
  }

  clear(): void {
    this.clock++;
    this.floor = this.clock;
    this.entries.clear();
    this.byTag.clear();
    this.loading.clear();
    this.invalidatedAt.clear();
    this.bytes = 0;
  }

  private keepable(started: number, tags: string[]): boolean {
    if (started < this.floor) return false;
    return tags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) <= started);
  }

  private store(key: string, value: V, tags: string[], until: number | null): void {
    const bytes = this.sizeOf(value) + key.length;
    if (bytes > this.limits.bytes) return;
    this.drop(key);
    this.entries.set(key, { value, tags, bytes, born: Date.now(), until, used: useTick() });
    this.bytes += bytes;
    for (const tag of tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.byTag.set(tag, keys);
    }
    if (this.entries.size > this.limits.entries || this.bytes > this.limits.bytes) this.evict();
  }

  /**
   * Drops the least recently used entries until a tenth of each limit is free (a limit under ten: until it is met),
   * in one walk from the oldest. A Map keeps its deleted slots at its head until it is rehashed, so a walk started
   * again for every drop crossed them all each time: a long tail of keyword searches spent 0.3 s of 22 s of the
   * server's busy time there (issue 25).
   */
  private evict(): void {
    const entries = this.limits.entries - Math.floor(this.limits.entries / 10);
    const bytes = this.limits.bytes - Math.floor(this.limits.bytes / 10);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= entries && this.bytes <= bytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
