/**
 * A small seeded PRNG (mulberry32) so that every seed run produces the same shop: tests, screenshots and
 * benchmarks can then refer to the same products from run to run.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** Index chosen with the given relative weights. */
  weighted: (weights: readonly number[]) => number;
  /** `count` distinct items, kept in their original order (attribute values read best in their natural order). */
  sample: <T>(items: readonly T[], count: number) => T[];
  shuffle: <T>(items: T[]) => T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < weights.length; i++) {
        roll -= weights[i] as number;
        if (roll < 0) return i;
      }
      return weights.length - 1;
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      if (count >= items.length) return [...items];
      const chosen = new Set(shuffle(items.map((_, i) => i)).slice(0, count));
      return items.filter((_, i) => chosen.has(i));
    },
    shuffle,
  };
}
