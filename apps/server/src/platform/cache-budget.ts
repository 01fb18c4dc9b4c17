/**
 * One memory budget for every cache of the process (issue 25, goal 5). Each cache keeps its own bounds (entries,
 * bytes), sized for its work alone; over all of them, the bytes they hold together stay under `CACHE_MB`, and what
 * goes first when they pass it is what was used longest ago, whichever cache holds it.
 *
 * Each cache bounded only by itself took one server through the catalogue's, the facets' and the pages' benchmarks to
 * an RSS of 307 MB at a million products (250 MB is the goal): the search's lists and bases, still held from the first,
 * beside the rendered pages of the last, each within its own bound.
 *
 * - A holder registers with a name and tells the budget when it kept something (`settle`). The budget sums what the
 *   holders say they hold (their own estimates, in bytes) and, while the sum is over the budget, asks the holder whose
 *   least recently used entry is the oldest to let go of entries used before the next oldest holder's, until a tenth
 *   of the budget is free.
 * - Uses are numbered by one counter (`useTick`), cheaper than the clock and the same for every holder.
 * - Holders are held weakly: a cache that is no longer reachable (an app closed in a test) leaves the budget with it.
 */
export interface CacheHolder {
  /** Bytes held now, as the holder estimates them. */
  heldBytes(): number;
  /** The use tick of its least recently used entry (Infinity: it holds nothing). */
  oldestUse(): number;
  /** Lets go of entries, least recently used first, used before `before`, until `bytes` are freed. */
  shed(bytes: number, before: number): void;
}

type Registered = { ref: WeakRef<CacheHolder>; name: string };

let tick = 0;

/** The next use's number: larger than every one before it. */
export const useTick = (): number => ++tick;

/** A budget of 0 bytes bounds nothing: each cache is bounded by itself only. */
export class CacheBudget {
  private holders: Registered[] = [];

  constructor(private total: number) {}

  get bytes(): number {
    return this.total;
  }

  resize(bytes: number): void {
    this.total = bytes;
    this.settle();
  }

  register(holder: CacheHolder, name: string): void {
    this.holders.push({ ref: new WeakRef(holder), name });
  }

  /** What each named kind of cache holds now, in bytes (several caches of one name are summed). */
  report(): Map<string, number> {
    const held = new Map<string, number>();
    for (const { ref, name } of this.holders) {
      const holder = ref.deref();
      if (holder) held.set(name, (held.get(name) ?? 0) + holder.heldBytes());
    }
    return held;
  }

  /** Called by a holder after it kept something: while the caches hold more than the budget, the oldest uses go. */
  settle(): void {
    if (this.total <= 0) return;
    let sum = 0;
    let gone = false;
    for (const { ref } of this.holders) {
      const holder = ref.deref();
      if (holder) sum += holder.heldBytes();
      else gone = true;
    }
    if (gone) this.holders = this.holders.filter(({ ref }) => ref.deref() !== undefined);
    if (sum <= this.total) return;
    const target = this.total - Math.floor(this.total / 10);
    // Each round frees at least one entry (the oldest one of all is always older than the next holder's oldest), so
    // the rounds end; the bound only guards against a holder that frees nothing.
    for (let round = 0; sum > target && round < 10_000; round++) {
      let oldest: CacheHolder | null = null;
      let oldestUse = Infinity;
      let next = Infinity;
      for (const { ref } of this.holders) {
        const holder = ref.deref();
        if (!holder || holder.heldBytes() === 0) continue;
        const use = holder.oldestUse();
        if (use < oldestUse) {
          next = oldestUse;
          oldestUse = use;
          oldest = holder;
        } else if (use < next) next = use;
      }
      if (!oldest) return;
      const before = oldest.heldBytes();
      oldest.shed(sum - target, Math.max(next, oldestUse + 1));
      const freed = before - oldest.heldBytes();
      if (freed <= 0) return;
      sum -= freed;
    }
  }
}

/** The process's budget; the server sizes it from CACHE_MB when it starts (app.ts). */
export const caches = new CacheBudget(48_000_000);
