import { describe, expect, it } from 'vitest';
import { actionsFor, headlineStatus, tabOf } from './order-status';

const order = (status: string, trackingNo = '', reviewed = [false]) => ({
  status,
  trackingNo,
  items: reviewed.map((value) => ({ reviewed: value })),
});

describe('order actions by state', () => {
  it('unpaid: cancel and pay now', () => {
    expect(actionsFor(order('unpaid'))).toEqual(['cancel', 'pay']);
  });

  it('paid and waiting: refund only; shipped: logistics and confirm receipt', () => {
    expect(actionsFor(order('to_ship'))).toEqual(['refund']);
    expect(actionsFor(order('to_receive', 'SF123'))).toEqual(['refund', 'logistics', 'receive']);
  });

  it('delivered by the shop itself (no tracking number): confirm receipt, but no logistics to view', () => {
    expect(actionsFor(order('to_receive'))).toEqual(['refund', 'receive']);
    expect(actionsFor(order('to_review'))).toEqual(['refund', 'evaluate']);
  });

  it('received: evaluate, or already evaluated when every item was reviewed', () => {
    expect(actionsFor(order('to_review', 'SF123'))).toEqual(['refund', 'logistics', 'evaluate']);
    expect(actionsFor(order('to_review', 'SF123', [true, true]))).toEqual(['refund', 'logistics', 'evaluated']);
    expect(actionsFor(order('to_review', 'SF123', [true, false]))).toContain('evaluate');
  });

  it('completed or cancelled: delete and buy again', () => {
    expect(actionsFor(order('completed', 'SF1'))).toEqual(['delete', 'logistics', 'again']);
    expect(actionsFor(order('cancelled'))).toEqual(['delete', 'again']);
    expect(actionsFor(order('refunding'))).toEqual([]);
  });

  it('completed: refund offered until the after-sales period ends, and only for items not refunded yet', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    const completed = (afterSalesEnd: string | null, refundStatus = 'none') => ({
      ...order('completed', 'SF1', [true]),
      items: [{ reviewed: true, refundStatus }],
      afterSalesEnd,
    });
    expect(actionsFor(completed('2026-05-03T00:00:00Z'), now)).toEqual([
      'refund',
      'delete',
      'logistics',
      'evaluated',
      'again',
    ]);
    expect(actionsFor(completed('2026-04-30T23:59:59Z'), now)).toEqual(['delete', 'logistics', 'evaluated', 'again']);
    expect(actionsFor(completed(null), now)).not.toContain('refund');
    expect(actionsFor(completed('2026-05-03T00:00:00Z', 'refunded'), now)).not.toContain('refund');
  });

  it('completed: evaluate its unreviewed items within 90 days of receipt, else evaluated when all were reviewed', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    const completed = (receiveTime: string, reviewed: boolean[]) => ({
      ...order('completed', 'SF1', reviewed),
      receiveTime,
    });
    expect(actionsFor(completed('2026-04-20T00:00:00Z', [true, false]), now)).toEqual([
      'delete',
      'logistics',
      'evaluate',
      'again',
    ]);
    expect(actionsFor(completed('2026-01-01T00:00:00Z', [false]), now)).toEqual(['delete', 'logistics', 'again']);
    expect(actionsFor(completed('2026-04-20T00:00:00Z', [true, true]), now)).toEqual([
      'delete',
      'logistics',
      'evaluated',
      'again',
    ]);
  });

  it('offers a refund while an item has none yet; a refunded order can be deleted or bought again', () => {
    const withRefunds = (status: string, refundStatus: string[]) => ({
      status,
      trackingNo: 'SF1',
      items: refundStatus.map((value) => ({ reviewed: false, refundStatus: value })),
    });
    expect(actionsFor(withRefunds('to_ship', ['applying', 'none']))).toEqual(['refund']);
    expect(actionsFor(withRefunds('to_ship', ['applying', 'refunded']))).toEqual([]);
    expect(actionsFor(withRefunds('to_receive', ['applying']))).toEqual(['logistics', 'receive']);
    expect(actionsFor(withRefunds('refunded', ['refunded']))).toEqual(['delete', 'logistics', 'again']);
  });

  it('reads the orderStatus query of the page', () => {
    expect(tabOf('1')).toBe(1);
    expect(tabOf('6')).toBe(6);
    expect(tabOf(null)).toBe(0);
    expect(tabOf('')).toBe(0);
    expect(tabOf('9')).toBe(0);
    expect(tabOf('x')).toBe(0);
  });
});

describe("an order of the shopper's own shop (audit CH2)", () => {
  it('offers no "Evaluate": its staff do not review their own products', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(actionsFor({ ...order('to_review', 'SF123'), ownShop: true })).toEqual(['refund', 'logistics']);
    expect(
      actionsFor({ ...order('completed', 'SF1'), receiveTime: '2026-04-20T00:00:00Z', ownShop: true }, now),
    ).toEqual(['delete', 'logistics', 'again']);
  });
});

describe('"Evaluate" only while something can be reviewed (audit AM13)', () => {
  const withItems = (status: string, items: Array<{ reviewed: boolean; refundStatus: string }>) => ({
    status,
    trackingNo: 'SF1',
    items,
    receiveTime: '2026-04-30T00:00:00Z',
  });
  const now = Date.parse('2026-05-01T00:00:00Z');

  it('received, its only item in a refund or refunded: no "Evaluate"', () => {
    expect(actionsFor(withItems('to_review', [{ reviewed: false, refundStatus: 'applying' }]), now)).not.toContain(
      'evaluate',
    );
    const mixed = withItems('to_review', [
      { reviewed: false, refundStatus: 'refunded' },
      { reviewed: false, refundStatus: 'applying' },
    ]);
    expect(actionsFor(mixed, now)).toEqual(['logistics']);
  });

  it('the other items reviewed and the rest refunded: "evaluated"', () => {
    const done = [
      { reviewed: true, refundStatus: 'none' },
      { reviewed: false, refundStatus: 'refunded' },
    ];
    expect(actionsFor(withItems('to_review', done), now)).toEqual(['refund', 'logistics', 'evaluated']);
    expect(actionsFor(withItems('completed', done), now)).toContain('evaluated');
    expect(actionsFor(withItems('completed', done), now)).not.toContain('evaluate');
  });

  it('an item still free to review keeps "Evaluate"', () => {
    const open = [
      { reviewed: false, refundStatus: 'none' },
      { reviewed: false, refundStatus: 'refunded' },
    ];
    expect(actionsFor(withItems('to_review', open), now)).toContain('evaluate');
    expect(actionsFor(withItems('completed', open), now)).toContain('evaluate');
  });
});

describe('the headline of a checkout (audit AX3)', () => {
  const checkout = (...states: string[]) => ({
    kind: 'checkout' as const,
    status: 'paid',
    shopOrders: states.map((status) => ({ status })),
  });
  it('follows its shop orders once paid', () => {
    expect(headlineStatus(checkout('refunded'))).toBe('refunded');
    expect(headlineStatus(checkout('refunded', 'cancelled'))).toBe('refunded');
    expect(headlineStatus(checkout('refunded', 'to_ship'))).toBe('partRefunded');
    expect(headlineStatus(checkout('refunding', 'to_ship'))).toBe('refunding');
    expect(headlineStatus(checkout('cancelled', 'cancelled'))).toBe('cancelled');
    expect(headlineStatus(checkout('to_ship', 'to_receive'))).toBe('paid');
  });
  it('leaves an unpaid checkout and a shop order as they are', () => {
    expect(headlineStatus({ ...checkout('unpaid'), status: 'unpaid' })).toBe('unpaid');
    expect(headlineStatus({ kind: 'shop', status: 'to_ship', shopOrders: [] })).toBe('to_ship');
  });
});
