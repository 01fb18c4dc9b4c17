import { type CacheHolder, caches, useTick } from '../../platform/cache-budget';

/**
 * The words' lists a process holds (term-lists.ts), bounded by their entries: a fifth of them by recency alone (a
 * window: a word asked again soon after is found), the rest with an admission rule: a list leaving the window is held
 * on only if its word has been asked more often, lately, than each list it would push out (W-TinyLFU: Einziger,
 * Friedman and Manes, "TinyLFU: A Highly Efficient Cache Admission Policy", 2017).
 *
 * Held by recency alone, a long tail of keywords larger than the bound pushed every list out before it was asked
 * again: over 2,286 long-tail searches at a million products, asked twice in the same order, the second round read
 * 998 lists (5.9 million entries) where the first had read 415 (issue 25). With the rule, the lists held stay held
 * through such a round, and a word asked often still displaces those asked once.
 *
 * Named (`opts.cache`), they count against the process's cache budget (platform/cache-budget.ts): asked to let go,
 * they drop the main part's least recently used lists, then the window's.
 */
export class HeldLists<T> implements CacheHolder {
  /** Lists held lately, by recency alone: a word asked again soon after is found here whatever its frequency. */
  private readonly window = new Map<string, Held<T>>();
  /** Lists that left the window and won the admission rule. */
  private readonly main = new Map<string, Held<T>>();
  private windowEntries = 0;
  private mainEntries = 0;
  private readonly windowCapacity: number;
  private readonly asked = new FrequencySketch();

  /** A list longer than this is never held. */
  private readonly longest: number;
  private readonly bytesPerEntry: number;

  constructor(
    /** Entries held at most, over all lists. */
    private readonly capacity: number,
    opts: { longest?: number; cache?: { name: string; bytesPerEntry: number } } = {},
  ) {
    this.windowCapacity = Math.floor(capacity * WINDOW_SHARE);
    this.longest = opts.longest ?? Math.floor(capacity / 4);
    this.bytesPerEntry = opts.cache?.bytesPerEntry ?? 0;
    if (opts.cache) caches.register(this, opts.cache.name);
  }

  heldBytes(): number {
    return (this.windowEntries + this.mainEntries) * this.bytesPerEntry;
  }

  oldestUse(): number {
    let oldest = Infinity;
    for (const part of [this.window, this.main]) {
      for (const kept of part.values()) {
        oldest = Math.min(oldest, kept.used);
        break;
      }
    }
    return oldest;
  }

  shed(bytes: number, before: number): void {
    const floor = this.heldBytes() - bytes;
    for (const part of [this.main, this.window]) {
      for (const [term, kept] of part) {
        if (this.heldBytes() <= floor || kept.used >= before) break;
        this.drop(term);
      }
    }
  }

  /** Counts one asking of `term` (held or not): what the admission rule compares. */
  touch(term: string): void {
    this.asked.touch(term);
  }

  /** The list held for `term`, now the most recently used of its part. */
  use(term: string): T | undefined {
    for (const part of [this.window, this.main]) {
      const kept = part.get(term);
      if (!kept) continue;
      part.delete(term);
      part.set(term, kept);
      kept.used = useTick();
      return kept.list;
    }
    return undefined;
  }

  /** The list held for `term`, its place unchanged. */
  peek(term: string): T | undefined {
    return (this.window.get(term) ?? this.main.get(term))?.list;
  }

  get size(): { lists: number; entries: number } {
    return { lists: this.window.size + this.main.size, entries: this.windowEntries + this.mainEntries };
  }

  /**
   * Holds `list` of `size` entries for `term` (replacing the one held), in the window; the window's least recently
   * used lists then leave it for the main part when they fit there, or when every list they would push out of it,
   * least recently used first, was asked less often than they were; else they are held no more.
   */
  keep(term: string, list: T, size: number): void {
    this.drop(term);
    if (size > this.longest) return;
    this.window.set(term, { list, size, used: useTick() });
    this.windowEntries += size;
    for (const [oldest, kept] of this.window) {
      if (this.windowEntries <= this.windowCapacity) break;
      this.window.delete(oldest);
      this.windowEntries -= kept.size;
      this.admit(oldest, kept);
    }
    // The main part may have taken room the window did not use yet: the window takes it back.
    for (const [oldest, kept] of this.main) {
      if (this.windowEntries + this.mainEntries <= this.capacity) break;
      this.main.delete(oldest);
      this.mainEntries -= kept.size;
    }
    if (this.bytesPerEntry > 0) caches.settle();
  }

  private admit(term: string, kept: Held<T>): void {
    let room = this.capacity - this.windowEntries - this.mainEntries;
    const victims: string[] = [];
    if (room < kept.size) {
      const wanted = this.asked.estimate(term);
      for (const [oldest, other] of this.main) {
        if (room >= kept.size) break;
        if (this.asked.estimate(oldest) >= wanted) return;
        victims.push(oldest);
        room += other.size;
      }
      if (room < kept.size) return;
    }
    for (const victim of victims) this.drop(victim);
    this.main.set(term, kept);
    this.mainEntries += kept.size;
  }

  private drop(term: string): void {
    const inWindow = this.window.get(term);
    if (inWindow) {
      this.window.delete(term);
      this.windowEntries -= inWindow.size;
    }
    const inMain = this.main.get(term);
    if (inMain) {
      this.main.delete(term);
      this.mainEntries -= inMain.size;
    }
  }
}

type Held<T> = { list: T; size: number; used: number };

/** The share of the entries held by recency alone (the window); the rest is held by the admission rule. */
const WINDOW_SHARE = 0.2;

/**
 * How often each word was asked lately, approximately, in a fixed 64 KB: a count-min sketch (four rows of 16,384
 * counters, each word counted in one counter per row, its estimate the least of its four), counters of at most 15,
 * every counter halved after `sample` askings so that what was asked long ago weighs less than what is asked now.
 */
export class FrequencySketch {
  private static readonly ROWS = 4;
  private static readonly WIDTH = 1 << 14;
  private readonly counters = new Uint8Array(FrequencySketch.ROWS * FrequencySketch.WIDTH);
  private touches = 0;

  constructor(private readonly sample = 100_000) {}

  touch(key: string): void {
    const [a, b] = hashes(key);
    for (let row = 0; row < FrequencySketch.ROWS; row++) {
      const at = row * FrequencySketch.WIDTH + ((a + row * b) & (FrequencySketch.WIDTH - 1));
      if (this.counters[at]! < 15) this.counters[at]!++;
    }
    if (++this.touches >= this.sample) this.age();
  }

  estimate(key: string): number {
    const [a, b] = hashes(key);
    let least = 15;
    for (let row = 0; row < FrequencySketch.ROWS; row++) {
      least = Math.min(
        least,
        this.counters[row * FrequencySketch.WIDTH + ((a + row * b) & (FrequencySketch.WIDTH - 1))]!,
      );
    }
    return least;
  }

  private age(): void {
    for (let i = 0; i < this.counters.length; i++) this.counters[i]! >>= 1;
    this.touches = 0;
  }
}

/** Two 32-bit hashes of `key` (FNV-1a, and the same mixed again), the second odd so that the rows differ. */
function hashes(key: string): [number, number] {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let g = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  g = Math.imul(g ^ (g >>> 13), 0xc2b2ae35);
  g ^= g >>> 16;
  return [h >>> 0, (g | 1) >>> 0];
}
