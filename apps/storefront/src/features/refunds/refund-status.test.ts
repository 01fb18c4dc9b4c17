import { describe, expect, it } from 'vitest';
import { canRevoke, refundableItems, refundTypesFor, stepsOf, toneOf } from './refund-status';

describe('refund states', () => {
  it('can be revoked under review and while an accepted return waits for the goods only', () => {
    expect(canRevoke('reviewing')).toBe(true);
    expect(canRevoke('awaiting_return')).toBe(true);
    for (const status of ['returning', 'refunding', 'refunded', 'refused', 'revoked'] as const) {
      expect(canRevoke(status)).toBe(false);
    }
  });

  it('shows paid back as done and refused or revoked as closed', () => {
    expect(toneOf('refunded')).toBe('done');
    expect(toneOf('refused')).toBe('closed');
    expect(toneOf('revoked')).toBe('closed');
    expect(toneOf('returning')).toBe('active');
  });

  it('counts the steps done: three for money only, five for a return', () => {
    expect(stepsOf('refund', 'reviewing')).toEqual({ steps: ['apply', 'review', 'refunded'], done: 1 });
    expect(stepsOf('refund', 'refunding').done).toBe(2);
    expect(stepsOf('refund', 'refunded').done).toBe(3);
    expect(stepsOf('return', 'awaiting_return').done).toBe(2);
    expect(stepsOf('return', 'returning').done).toBe(3);
    expect(stepsOf('return', 'refunding').done).toBe(4);
    expect(stepsOf('return', 'refunded').done).toBe(5);
  });

  it('offers return goods only once the order shipped, nothing on an unpaid or cancelled order', () => {
    expect(refundTypesFor('to_ship')).toEqual(['refund']);
    expect(refundTypesFor('to_receive')).toEqual(['refund', 'return']);
    expect(refundTypesFor('completed')).toEqual(['refund', 'return']);
    expect(refundTypesFor('unpaid')).toEqual([]);
    expect(refundTypesFor('cancelled')).toEqual([]);
    expect(refundTypesFor('refunded')).toEqual([]);
  });

  it('leaves out items already in a refund', () => {
    const items = [
      { id: 1, refundStatus: 'none' },
      { id: 2, refundStatus: 'applying' },
      { id: 3, refundStatus: 'refunded' },
    ];
    expect(refundableItems(items).map((i) => i.id)).toEqual([1]);
  });
});
