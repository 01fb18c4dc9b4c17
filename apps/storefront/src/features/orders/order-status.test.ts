import { describe, expect, it } from 'vitest';
import { actionsFor, tabOf } from './order-status';

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

  it('reads the orderStatus query of the page', () => {
    expect(tabOf('1')).toBe(1);
    expect(tabOf('6')).toBe(6);
    expect(tabOf(null)).toBe(0);
    expect(tabOf('')).toBe(0);
    expect(tabOf('9')).toBe(0);
    expect(tabOf('x')).toBe(0);
  });
});
