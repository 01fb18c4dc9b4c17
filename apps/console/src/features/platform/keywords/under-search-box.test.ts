import { describe, expect, it } from 'vitest';
import { underSearchBox } from './under-search-box';

const k = (id: number, locale: 'th' | 'fr' | null) => ({ id, title: `k${id}`, locale, sort: id, version: 1 });

describe('which keywords some shopper sees under the search box', () => {
  it("takes each language's own first, then fills up to three with those for every language", () => {
    const rows = [
      k(1, null),
      k(2, null),
      k(3, null),
      k(4, null),
      k(5, 'th'),
      k(6, 'th'),
      k(7, 'th'),
      k(8, 'th'),
      k(9, 'fr'),
    ];
    // English (and every language without its own) sees 1, 2, 3; Thai 5, 6, 7; French 9, 1, 2. Nobody sees 4 or 8.
    expect([...underSearchBox(rows)].sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6, 7, 9]);
  });
});
