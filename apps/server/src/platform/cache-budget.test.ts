import { afterEach, describe, expect, it } from 'vitest';
import { caches } from './cache-budget';
import { ReadModel } from './read-model';

// Each value is 1,000 bytes to the read models below (their own estimate).
const kilo = (value: string) => async () => ({ value, tags: [] });
const made: ReadModel<string>[] = [];
const sized = (name: string) => {
  const model = new ReadModel<string>({ entries: 1000, bytes: 1_000_000, name }, () => 1000);
  made.push(model);
  return model;
};
const budgetBytes = caches.bytes;

// A test's caches stay in the budget until they are collected: emptied, they hold nothing the next test counts.
afterEach(() => {
  for (const model of made.splice(0)) model.clear();
  caches.resize(budgetBytes);
});

describe('the cache budget', () => {
  it('keeps the caches together under it, each far under its own bound', async () => {
    caches.resize(10_000);
    const pages = sized('test pages');
    const cards = sized('test cards');
    for (let i = 0; i < 8; i++) await pages.get(`page ${i}`, kilo(`page ${i}`));
    for (let i = 0; i < 8; i++) await cards.get(`card ${i}`, kilo(`card ${i}`));
    const held = caches.report();
    expect((held.get('test pages') ?? 0) + (held.get('test cards') ?? 0)).toBeLessThanOrEqual(10_000);
    // The pages were used before the cards: the pages went first.
    expect(pages.size.entries).toBeLessThan(cards.size.entries);
    expect(cards.size.entries).toBe(8);
  });

  it('lets go of what was used longest ago, whichever cache holds it', async () => {
    caches.resize(6_100);
    const pages = sized('test pages');
    const cards = sized('test cards');
    for (let i = 0; i < 3; i++) await pages.get(`page ${i}`, kilo(`page ${i}`));
    for (let i = 0; i < 3; i++) await cards.get(`card ${i}`, kilo(`card ${i}`));
    // Page 0 is read again: now the most recently used of all.
    expect(await pages.get('page 0', kilo('read again'))).toBe('page 0');
    await cards.get('card 3', kilo('card 3'));
    // Seven entries of 1,006 bytes (a key's letters count too) pass 6,100: the oldest uses go until a tenth is free,
    // pages 1 and 2; the card used before page 0 was read again stays, as they were used after them.
    expect(pages.size.entries).toBe(1);
    expect(cards.size.entries).toBe(4);
    expect(await pages.get('page 0', kilo('read again'))).toBe('page 0');
    expect(await pages.get('page 1', kilo('page 1 read again'))).toBe('page 1 read again');
    expect(await cards.get('card 0', kilo('card 0 read again'))).toBe('card 0');
  });

  it('bounds nothing at 0: each cache is bounded by itself only', async () => {
    caches.resize(0);
    const pages = sized('test pages');
    for (let i = 0; i < 50; i++) await pages.get(`page ${i}`, kilo(`page ${i}`));
    expect(pages.size.entries).toBe(50);
  });
});
