import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HeldRefund, nextRefundShare, refundShare, type ShareInput } from './refund-amounts';

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
        ? { freightOf: (kept: number[]) => ({ waived: 0, paid: paidByKept(kept) }), gone: [...busy] }
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

// Audits DA1 and DA2: any sequence of partial refunds before shipping, asked one at a time or together, accepted in
// any order, seller-fault or not, over groups that paid freight and groups a free-shipping rule waived. The refunds
// are priced as the service prices them (refund-pricing.ts), each as the next one paid (`nextRefundShare`): when
// asked (`shareOf`), when paid (`priceForPayment`), and, while open, again whenever another is paid (audit DJ1).

/** A template group of the order: so much the first piece and each further one, free from so many pieces. */
type Group = { first: number; further: number; freeFrom: number | null };
type Request = { items: number[]; sellerFault: boolean };
/** A refund as stored: `freight` is the freight given back it shows (refund-view.ts). */
type Refund = Request & {
  open: boolean;
  goods: number;
  amount: number;
  freight: number;
  deducted: number;
  points: number;
};
type Shop = {
  order: Order & { groupOf: number[]; groups: Group[]; legacy: boolean };
  freightOf: (kept: number[], faulty: number[]) => { waived: number; paid: number | null };
  freightPaid: number;
};

function shopOf(order: Shop['order']): Shop {
  const cost = (group: number, ids: number[], free: boolean) => {
    const g = order.groups[group]!;
    const pieces = order.items.filter((i) => ids.includes(i.id) && order.groupOf[i.id - 1] === group);
    const count = pieces.reduce((n, i) => n + i.quantity, 0);
    if (count === 0 || (free && g.freeFrom !== null && count >= g.freeFrom)) return 0;
    return g.first + g.further * (count - 1);
  };
  const all = order.items.map((i) => i.id);
  const waived = order.groups.map((_, g) => cost(g, all, true) === 0 && cost(g, all, false) > 0);
  return {
    order,
    freightPaid: Math.min(order.freight, order.payAmount),
    freightOf: (kept, faulty) => {
      let w = 0;
      let p = 0;
      order.groups.forEach((_, g) => {
        if (waived[g]) w += Math.min(cost(g, kept, true), cost(g, [...kept, ...faulty], true));
        else p += cost(g, kept, true);
      });
      return { waived: w, paid: order.legacy ? null : p };
    },
  };
}

/** What the request pays if it is the next one paid, the shop order's other refunds being `others`. */
function priced(shop: Shop, request: Request, others: Refund[]) {
  const held = others.map(
    (r): HeldRefund => ({
      items: r.items,
      sellerFault: r.sellerFault,
      paid: !r.open,
      goods: r.goods,
      amount: r.amount,
      deducted: r.deducted,
      points: r.points,
    }),
  );
  return nextRefundShare({ ...shop.order, freightOf: shop.freightOf }, held, request.items, request.sellerFault);
}

/** The request with the money it is priced at (as the next one paid) stored. */
function stored(shop: Shop, request: Request, others: Refund[], open: boolean): Refund {
  const share = priced(shop, request, others);
  const goods = [...share.perItem.values()].reduce((n, v) => n + v, 0);
  expect(share.amount).toBe(goods + share.freight - share.deducted);
  const { items, sellerFault } = request;
  return { items, sellerFault, open, goods, ...share };
}

/**
 * Asks and accepts (or refuses, then asks again at the end) the requests in the order of `events` (each request's
 * first event asks, its second accepts) and answers the refunds paid, checking each step as the service would.
 */
function run(
  shop: Shop,
  requests: Request[],
  events: number[],
  refuse: boolean[],
): { paid: Refund[]; capped: boolean } {
  let refunds: Refund[] = [];
  const seen = new Map<number, Refund>();
  const queue = [...events, ...requests.map((_, i) => i).flatMap((i) => (refuse[i] ? [i, i] : []))];
  const refused = new Set<number>();
  let capped = false;
  const paidBack = () => refunds.filter((r) => !r.open);
  /** Replaces a stored refund by the same one priced again. */
  const restore = (from: Refund, to: Refund) => {
    refunds = refunds.map((r) => (r === from ? to : r));
    for (const [index, r] of seen) if (r === from) seen.set(index, to);
  };
  for (const index of queue) {
    const request = requests[index]!;
    const open = seen.get(index);
    if (!open) {
      const refund = stored(shop, request, refunds, true);
      // The service refuses a request that would take the money paid back beyond what was paid: the last items are
      // always refundable.
      const held = paidBack().reduce((n, r) => n + r.amount, 0);
      expect(held + refund.amount).toBeLessThanOrEqual(shop.order.payAmount);
      refunds.push(refund);
      seen.set(index, refund);
    } else {
      refunds.splice(refunds.indexOf(open), 1);
      seen.delete(index);
      if (refuse[index] && !refused.has(index)) {
        refused.add(index);
      } else {
        const refund = stored(shop, request, refunds, false);
        expect(Math.min(refund.amount, refund.freight, refund.deducted)).toBeGreaterThanOrEqual(0);
        // A seller-fault refund never keeps freight back.
        if (request.sellerFault) expect(refund.deducted).toBe(0);
        refunds.push(refund);
        // All of this refund's money went to freight the goods kept now owe, and could not cover it.
        const after = paidBack();
        if (refund.amount === 0 && keptBy(shop, after) < owedBy(shop, after)) capped = true;
        // The freight given back in all never exceeds the freight paid.
        const back = after.reduce((n, r) => n + r.amount - r.goods, 0);
        expect(back).toBeLessThanOrEqual(shop.freightPaid);
        // The requests still open are priced again against it (refund-pricing.ts `priceOpenRequests`).
        for (const r of refunds.filter((x) => x.open)) {
          restore(
            r,
            stored(
              shop,
              r,
              refunds.filter((x) => x !== r),
              true,
            ),
          );
        }
      }
    }
    // At every step, each open request shows what accepting it next pays (audit DJ1), and never freight given back
    // beyond what the shop holds of it: the freight paid less what the refunds paid gave back (net of kept back).
    const holds = shop.freightPaid - paidBack().reduce((n, r) => n + r.amount - r.goods, 0);
    for (const r of refunds.filter((x) => x.open)) {
      const next = priced(
        shop,
        r,
        refunds.filter((x) => x !== r),
      );
      expect({ amount: r.amount, freight: r.freight, deducted: r.deducted, points: r.points }).toEqual({
        amount: next.amount,
        freight: next.freight,
        deducted: next.deducted,
        points: next.points,
      });
      expect(r.freight).toBeLessThanOrEqual(holds);
    }
  }
  return { paid: paidBack(), capped };
}

/** What the shop keeps of the freight once these refunds are paid, with what it kept back from the goods' money. */
const keptBy = (shop: Shop, paid: Refund[]) => shop.freightPaid - paid.reduce((n, r) => n + r.amount - r.goods, 0);

/** What the goods kept would cost now: in the paid groups less the seller-fault goods' share of the freight paid. */
function owedBy(shop: Shop, paid: Refund[]) {
  const gone = paid.flatMap((r) => r.items);
  const faulty = paid.filter((r) => r.sellerFault).flatMap((r) => r.items);
  const kept = shop.order.items.map((i) => i.id).filter((id) => !gone.includes(id));
  if (kept.length === 0) return 0;
  const goodsTotal = shop.order.items.reduce((n, i) => n + i.price * i.quantity, 0);
  const faultyGoods = shop.order.items
    .filter((i) => faulty.includes(i.id))
    .reduce((n, i) => n + i.price * i.quantity, 0);
  const share = goodsTotal === 0 ? 0 : Math.floor((shop.freightPaid * faultyGoods) / goodsTotal);
  const now = shop.freightOf(kept, faulty);
  return Math.max(0, Math.min(now.paid ?? shop.freightPaid, shop.freightPaid - share)) + now.waived;
}

const groupedOrderArb = fc
  .record({
    lines: fc.array(
      fc.record({
        price: fc.integer({ min: 0, max: 30_000 }),
        quantity: fc.integer({ min: 1, max: 3 }),
        group: fc.nat({ max: 2 }),
      }),
      { minLength: 2, maxLength: 6 },
    ),
    groups: fc.array(
      fc.record({
        first: fc.integer({ min: 1, max: 1_000 }),
        further: fc.integer({ min: 0, max: 400 }),
        freeFrom: fc.option(fc.integer({ min: 2, max: 8 })),
      }),
      { minLength: 3, maxLength: 3 },
    ),
    deduction: fc.double({ min: 0, max: 0.5, noNaN: true }),
    pointsUsed: fc.integer({ min: 0, max: 2_000 }),
    legacy: fc.boolean(),
  })
  .map(({ lines, groups, deduction, pointsUsed, legacy }) => {
    const items = lines.map((l, i) => ({ id: i + 1, price: l.price, quantity: l.quantity }));
    const order = { items, groups, groupOf: lines.map((l) => l.group), legacy, pointsUsed, shipped: false };
    const goods = items.reduce((n, i) => n + i.price * i.quantity, 0);
    // The order paid the freight of the groups no free-shipping rule waived (a legacy order's were not frozen).
    const freight = shopOf({ ...order, legacy: false, freight: 0, payAmount: 0 }).freightOf(
      items.map((i) => i.id),
      [],
    ).paid!;
    return shopOf({ ...order, freight, payAmount: freight + Math.floor(goods * (1 - deduction)) });
  });

/** The requests: each line in one of them (or kept), seller-fault or not, and an order of events asking and accepting. */
const planArb = fc.record({
  slots: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 6, maxLength: 6 }),
  faults: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  events: fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
  refuse: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
});

function plan(shop: Shop, p: { slots: number[]; faults: boolean[]; events: number[] }, keep: boolean) {
  const slotOf = (id: number) => p.slots[id - 1]! % (keep ? 5 : 4);
  const requests = [0, 1, 2, 3]
    .map((s) => ({
      items: shop.order.items.filter((i) => slotOf(i.id) === s).map((i) => i.id),
      sellerFault: p.faults[s]!,
    }))
    .filter((r) => r.items.length > 0);
  // Each request's first event asks for it, its second accepts it.
  const order = requests
    .flatMap((_, i) => [i, i])
    .map((request, n) => ({ request, key: p.events[n]! }))
    .sort((a, b) => a.key - b.key)
    .map((e) => e.request);
  return { requests, events: order };
}

describe('partial refunds before shipping, asked and accepted in any order (audits DA1, DA2)', () => {
  it('give back all that was paid, the freight never beyond what was paid, the last items always refundable', () => {
    fc.assert(
      fc.property(groupedOrderArb, planArb, (shop, p) => {
        const { requests, events } = plan(shop, p, false);
        const { paid } = run(shop, requests, events, p.refuse);
        expect(paid.reduce((n, r) => n + r.amount, 0)).toBe(shop.order.payAmount);
        expect(keptBy(shop, paid)).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('keep what the goods kept cost now, never more, whatever the order of asking and accepting, one at a time or together', () => {
    fc.assert(
      fc.property(groupedOrderArb, planArb, (shop, p) => {
        const { requests, events } = plan(shop, p, true);
        const { paid, capped } = run(shop, requests, events, p.refuse);
        const owed = owedBy(shop, paid);
        const kept = keptBy(shop, paid);
        expect(kept).toBeLessThanOrEqual(owed);
        // Each request asked and accepted before the next, in reverse.
        const oneByOne = [...requests.keys()].reverse().flatMap((i) => [i, i]);
        const reversed = run(shop, requests, oneByOne, []);
        // The shopper's own items in one request, the seller-fault ones in another, asked at once, accepted after.
        const together = [false, true]
          .map((sellerFault) => ({
            sellerFault,
            items: requests.filter((r) => r.sellerFault === sellerFault).flatMap((r) => r.items),
          }))
          .filter((r) => r.items.length > 0);
        const once = run(shop, together, [...together.keys(), ...together.keys()], []);
        expect(keptBy(shop, once.paid)).toBeLessThanOrEqual(owed);
        // Only a refund whose own money could not cover the freight the goods kept now owe keeps back less.
        if (!capped && !reversed.capped && !once.capped) {
          expect(kept).toBe(owed);
          expect(keptBy(shop, reversed.paid)).toBe(owed);
          expect(keptBy(shop, once.paid)).toBe(owed);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
