import { describe, expect, it } from 'vitest';
import { caches } from '../../platform/cache-budget';
import { ReadModel } from '../../platform/read-model';
import { FrequencySketch, HeldLists } from './held-lists';

// The lists a process holds: a long tail asked in rounds larger than the bound keeps what it holds, a word asked again
// soon is found, and a word asked often still displaces those asked once (issue 25).

/** Asks each word as term-lists.ts does (counted, then used if held, else read and offered); the rounds' hits. */
function rounds(held: HeldLists<string>, words: string[], times: number): number[] {
  const hits: number[] = [];
  for (let round = 0; round < times; round++) {
    let hit = 0;
    for (const word of words) {
      held.touch(word);
      if (held.use(word) !== undefined) hit++;
      else held.keep(word, word, 100);
    }
    hits.push(hit);
  }
  return hits;
}

const named = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('held lists', () => {
  it('hold every list while there is room, none longer than a quarter of the bound', () => {
    const held = new HeldLists<string>(1000);
    for (const word of ['a', 'b', 'c', 'd']) held.keep(word, word, 250);
    expect(held.size).toEqual({ lists: 4, entries: 1000 });
    expect(['a', 'b', 'c', 'd'].map((w) => held.peek(w))).toEqual(['a', 'b', 'c', 'd']);
    held.keep('e', 'e', 251);
    expect(held.peek('e')).toBeUndefined();
  });

  it('keep what they hold through rounds of a long tail larger than the bound', () => {
    // 300 words of 100 entries each, 10,000 held at most: a third of the words fits.
    const held = new HeldLists<string>(10_000);
    const hits = rounds(held, named(300, 'word'), 4);
    // Recency alone would push every list out before its word came back: no hit in any round.
    expect(hits[0]).toBe(0);
    for (const hit of hits.slice(1)) expect(hit).toBeGreaterThanOrEqual(75);
    expect(held.size.entries).toBeLessThanOrEqual(10_000);
  });

  it('find a word asked again soon, and let a word asked often displace lists asked once', () => {
    const held = new HeldLists<string>(1000);
    rounds(held, named(30, 'once'), 1);
    // Asked again at once: held in the window, whatever the main part holds.
    held.touch('soon');
    held.keep('soon', 'S', 100);
    held.touch('soon');
    expect(held.use('soon')).toBe('S');
    // Asked more than once, then followed by words asked once: they stay, those words pass through the window.
    for (let i = 0; i < 3; i++) held.touch('hot');
    held.keep('hot', 'H', 100);
    rounds(held, named(10, 'later'), 1);
    expect([held.peek('hot'), held.peek('soon')]).toEqual(['H', 'S']);
    expect(held.peek('later0')).toBeUndefined();
    expect(held.peek('later9')).toBe('later9');
    expect(held.size.entries).toBeLessThanOrEqual(1000);
  });

  it('replace a word’s list read again', () => {
    const held = new HeldLists<string>(100);
    for (const word of ['a', 'b', 'c', 'd']) held.keep(word, 'old', 25);
    held.keep('a', 'new', 25);
    expect(held.use('a')).toBe('new');
    expect(held.size).toEqual({ lists: 4, entries: 100 });
  });
});

describe('the held lists in the process’s cache budget', () => {
  it('count at their bytes per entry, and let go of what was used before the other caches’ entries', async () => {
    const budget = caches.bytes;
    try {
      caches.resize(12_000);
      const lists = new HeldLists<string>(100_000, { cache: { name: 'test lists', bytesPerEntry: 6 } });
      lists.keep('old', 'list of old', 1000);
      expect(caches.report().get('test lists')).toBe(6000);
      const pages = new ReadModel<string>({ entries: 1000, bytes: 1_000_000, name: 'test pages' }, () => 1000);
      for (let i = 0; i < 7; i++) await pages.get(`page ${i}`, async () => ({ value: `page ${i}`, tags: [] }));
      // Over 12,000 bytes at the sixth page: the word's list, used before every page, went (it frees the tenth).
      expect(lists.peek('old')).toBeUndefined();
      expect(caches.report().get('test lists')).toBe(0);
      expect(pages.size.entries).toBe(7);
    } finally {
      caches.resize(budget);
    }
  });
});

describe('the frequency sketch', () => {
  it('counts a word’s askings up to 15, and halves every count after its sample', () => {
    const sketch = new FrequencySketch(1000);
    for (let i = 0; i < 20; i++) sketch.touch('often');
    sketch.touch('once');
    expect(sketch.estimate('often')).toBe(15);
    expect(sketch.estimate('once')).toBe(1);
    expect(sketch.estimate('never')).toBe(0);
    for (let i = 0; i < 979; i++) sketch.touch(`other${i}`);
    // The 1,000th asking halved every counter.
    expect(sketch.estimate('often')).toBe(7);
    expect(sketch.estimate('once')).toBe(0);
  });
});
