import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom draws nothing: the order list's stylesheet is what gives an item's name its room (audit AX13). At 1200 px the
// goods column is ~340 px; a fixed 110 px price column and a 2-line clamp left "Dewy Lab Deluxe Nig…" (~110 px).
const css = readFileSync(join(import.meta.dirname, 'components/orders.module.css'), 'utf8');
const rule = (name: string) => new RegExp(`(?:^|\\n)\\.${name} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe("an order item's name (audit AX13)", () => {
  it('takes the width the picture and the price leave: the price column is as wide as its figure', () => {
    const columns = /grid-template-columns: ([^;]+);/.exec(rule('item'))?.[1] ?? '';
    const tracks = columns.split(/ (?![^(]*\))/);
    expect(tracks).toHaveLength(3);
    expect(tracks[1]).toBe('minmax(0, 1fr)');
    // The price track sizes to its content (auto / max-content), not a fixed width taken from the name.
    expect(tracks[2]).toMatch(/^(auto|max-content|fit-content\(.*\))$/);
  });

  it('shows up to three lines of the name before the ellipsis', () => {
    const lines = Number(/-webkit-line-clamp: (\d+);/.exec(rule('itemName'))?.[1]);
    expect(lines).toBeGreaterThanOrEqual(3);
  });
});
