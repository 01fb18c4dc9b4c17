import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundShare, type ShareInput } from './refund-amounts';

type Order = Omit<ShareInput, 'chosen' | 'coversTheRest' | 'taken'>;
type Held = { items: number[]; goods: number; freight: number; points: number; amount: number };

/**
 * Refunds the groups one after another (some refused on the way and asked again) and answers what was held.
 * `paidByKept`: what the items kept would cost in freight, when the order's freight is priced again (audit CS2).
 */
function refundInGroups(
  order: Order,
  groups: number[][],
  refuse: boolean[],
  paidByKept?: (kept: number[]) => number,
): Held[] {
  const held: Held[] = [];
  const queue = groups.map((g, i) => ({ items: g, refuse: refuse[i] ?? false }));
  while (queue.length > 0) {
    const next = queue.shift()!;
    const busy = new Set(held.flatMap((h) => h.items));
    const sum = (f: (h: Held) => number) => held.reduce((n, h) => n + f(h), 0);
    const share = refundShare({
      ...order,
      chosen: next.items,
      coversTheRest: order.items.every((i) => busy.has(i.id) || next.items.includes(i.id)),
      ...(paidByKept
        ? {
            paidByKept: paidByKept(
              order.items.map((i) => i.id).filter((id) => !busy.has(id) && !next.items.includes(id)),
            ),
          }
        : {}),
      taken: { goods: sum((h) => h.goods), freight: sum((h) => h.freight), points: sum((h) => h.points) },
    });
    const goods = [...share.perItem.values()].reduce((n, v) => n + v, 0);
    expect(goods + share.freight).toBe(share.amount);
    for (const v of share.perItem.values()) expect(v).toBeGreaterThanOrEqual(0);
    // A refused request frees its items and money; it is asked again later.
    if (next.refuse) queue.push({ items: next.items, refuse: false });
    else held.push({ items: next.items, goods, freight: share.freight, points: share.points, amount: share.amount });
  }
  return held;
}

const orderArb = fc
  .record({
    prices: fc.array(
      fc.record({ price: fc.integer({ min: 0, max: 50_000 }), quantity: fc.integer({ min: 1, max: 4 }) }),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
    freight: fc.integer({ min: 0, max: 2_000 }),
    deduction: fc.double({ min: 0, max: 1, noNaN: true }),
    pointsUsed: fc.integer({ min: 0, max: 5_000 }),
    shipped: fc.boolean(),
  })
  .map(({ prices, freight, deduction, pointsUsed, shipped }) => {
    const items = prices.map((p, i) => ({ id: i + 1, ...p }));
    const goods = items.reduce((n, i) => n + i.price * i.quantity, 0);
    return { items, freight, pointsUsed, shipped, payAmount: freight + Math.floor(goods * (1 - deduction)) };
  });

describe('refund shares', () => {
  it('add up to exactly what was paid (less freight once shipped) however the items are split, never more', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 6 }),
        (order, slots, refuse) => {
          const groups = new Map<number, number[]>();
          order.items.forEach((item, i) => {
            const g = slots[i]! % order.items.length;
            groups.set(g, [...(groups.get(g) ?? []), item.id]);
          });
          const held = refundInGroups(order, [...groups.values()], refuse);
          const total = held.reduce((n, h) => n + h.amount, 0);
          const freightPaid = Math.min(order.freight, order.payAmount);
          expect(total).toBe(order.shipped ? order.payAmount - freightPaid : order.payAmount);
          expect(held.reduce((n, h) => n + h.points, 0)).toBe(order.pointsUsed);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('before shipping, each refund gives back the freight its lines cost: what the shop keeps is what the rest costs', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 6, maxLength: 6 }),
        fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 6 }),
        (base, costs, slots, refuse) => {
          // Each line's own freight (a per-piece or per-weight group of its own), charged in full at the sale.
          const cost = (id: number) => costs[id - 1]!;
          const freight = base.items.reduce((n, i) => n + cost(i.id), 0);
          const order = { ...base, shipped: false, freight, payAmount: base.payAmount - base.freight + freight };
          const groups = new Map<number, number[]>();
          order.items.forEach((item, i) => {
            const g = slots[i]! % order.items.length;
            groups.set(g, [...(groups.get(g) ?? []), item.id]);
          });
          const held = refundInGroups(order, [...groups.values()], refuse, (kept) =>
            kept.reduce((n, id) => n + cost(id), 0),
          );
          expect(held.reduce((n, h) => n + h.amount, 0)).toBe(order.payAmount);
          for (const [index, h] of held.entries()) {
            const gone = new Set(held.slice(0, index + 1).flatMap((x) => x.items));
            const kept = order.items.filter((i) => !gone.has(i.id)).reduce((n, i) => n + cost(i.id), 0);
            const back = held.slice(0, index + 1).reduce((n, x) => n + x.freight, 0);
            expect(h.freight).toBeGreaterThanOrEqual(0);
            expect(freight - back).toBe(kept);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a partial refund never takes more than its share', () => {
    const share = refundShare({
      payAmount: 1_000,
      freight: 100,
      pointsUsed: 10,
      items: [
        { id: 1, price: 300, quantity: 1 },
        { id: 2, price: 700, quantity: 1 },
      ],
      chosen: [1],
      coversTheRest: false,
      shipped: false,
      taken: { goods: 0, freight: 0, points: 0 },
    });
    expect(share).toMatchObject({ amount: 270, freight: 0, points: 3 });
  });

  it('gives back the points the chosen items took (audit P1), and for older orders weighs them by what was paid', () => {
    const order = {
      payAmount: 1_300,
      freight: 100,
      pointsUsed: 800,
      chosen: [1],
      coversTheRest: false,
      shipped: false,
      taken: { goods: 0, freight: 0, points: 0 },
    };
    // A coupon paid for item 1 whole: the 800 points all went to item 2.
    const kept = refundShare({
      ...order,
      items: [
        { id: 1, price: 1_000, quantity: 1, discount: 1_000, points: 0 },
        { id: 2, price: 2_000, quantity: 1, discount: 800, points: 800 },
      ],
    });
    expect(kept.points).toBe(0);
    expect(
      refundShare({
        ...order,
        chosen: [2],
        items: [
          { id: 1, price: 1_000, quantity: 1, discount: 1_000, points: 0 },
          { id: 2, price: 2_000, quantity: 1, discount: 800, points: 800 },
        ],
      }).points,
    ).toBe(800);
    const older = refundShare({
      ...order,
      items: [
        { id: 1, price: 1_000, quantity: 1, discount: 1_000, points: null },
        { id: 2, price: 2_000, quantity: 1, discount: 800, points: null },
      ],
    });
    expect(older.points).toBe(0);
  });
});

describe('refundShare, pinned case by case (mutation testing)', () => {
  it('splits the last request over its items by what each cost, the remainder on the last one', () => {
    const share = refundShare({
      payAmount: 750,
      freight: 50,
      pointsUsed: 10,
      items: [
        { id: 1, price: 300, quantity: 2 },
        { id: 2, price: 100, quantity: 1 },
      ],
      chosen: [1, 2],
      coversTheRest: true,
      shipped: false,
      taken: { goods: 0, freight: 20, points: 3 },
    });
    expect([...share.perItem]).toEqual([
      [1, 600],
      [2, 100],
    ]);
    expect(share).toMatchObject({ amount: 730, freight: 30, points: 7 });
  });

  it('weighs each item by what it paid when the discounts of the sale are known: a coupon for other goods costs it nothing', () => {
    const input = {
      payAmount: 7300,
      freight: 0,
      pointsUsed: 0,
      items: [
        { id: 1, price: 6000, quantity: 1, discount: 0 },
        { id: 2, price: 1500, quantity: 1, discount: 200 },
      ],
      shipped: false,
      taken: { goods: 0, freight: 0, points: 0 },
    };
    expect(refundShare({ ...input, chosen: [1], coversTheRest: false }).amount).toBe(6000);
    expect(refundShare({ ...input, chosen: [2], coversTheRest: false }).amount).toBe(1300);
    // Without the sale's discounts, by price: the coupon spread over both.
    const byPrice = { ...input, items: input.items.map(({ discount: _, ...item }) => item) };
    expect(refundShare({ ...byPrice, chosen: [1], coversTheRest: false }).amount).toBe(5840);
  });

  it('gives what is left to the first of free items when the last request has nothing priced', () => {
    const share = refundShare({
      payAmount: 100,
      freight: 0,
      pointsUsed: 0,
      items: [
        { id: 1, price: 0, quantity: 1 },
        { id: 2, price: 0, quantity: 1 },
        { id: 3, price: 100, quantity: 1 },
      ],
      chosen: [1, 2],
      coversTheRest: true,
      shipped: true,
      taken: { goods: 60, freight: 0, points: 0 },
    });
    expect([...share.perItem]).toEqual([
      [1, 40],
      [2, 0],
    ]);
    expect(share.amount).toBe(40);
  });

  it('pays nothing, not NaN, for free goods before the last request', () => {
    const share = refundShare({
      payAmount: 0,
      freight: 0,
      pointsUsed: 0,
      items: [
        { id: 1, price: 0, quantity: 1 },
        { id: 2, price: 0, quantity: 1 },
      ],
      chosen: [1],
      coversTheRest: false,
      shipped: false,
      taken: { goods: 0, freight: 0, points: 0 },
    });
    expect([...share.perItem]).toEqual([[1, 0]]);
    expect(share).toMatchObject({ amount: 0, freight: 0, points: 0 });
  });

  it('counts quantity times price for a part refund', () => {
    const share = refundShare({
      payAmount: 1000,
      freight: 0,
      pointsUsed: 100,
      items: [
        { id: 1, price: 200, quantity: 3 },
        { id: 2, price: 400, quantity: 1 },
      ],
      chosen: [1],
      coversTheRest: false,
      shipped: false,
      taken: { goods: 0, freight: 0, points: 0 },
    });
    expect([...share.perItem]).toEqual([[1, 600]]);
    expect(share).toMatchObject({ amount: 600, points: 60 });
  });
});
