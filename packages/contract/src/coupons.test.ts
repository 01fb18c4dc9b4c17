import { describe, expect, it } from 'vitest';
import { MyCouponSchema } from './coupons';

// Audit FL6: the states of a coupon in hand are the ones the server answers and the storefront shows.
const held = {
  name: 'Spring coupon',
  merId: 3,
  merName: 'Maison Lumière',
  useType: 1,
  money: '5.00',
  minSpend: '0.00',
  productIds: [],
  categoryId: null,
  categoryName: '',
  id: 1,
  couponId: 1,
  validFrom: '2026-12-16T00:00:00.000Z',
  validTo: '2026-12-31T00:00:00.000Z',
  usedTime: null,
  receiveTime: '2026-12-01T00:00:00.000Z',
};

describe("a shopper's coupon states", () => {
  it('are usable now, not started, of a suspended shop, used or expired; nothing else', () => {
    for (const status of ['unused', 'notStarted', 'shopSuspended', 'used', 'expired']) {
      expect(MyCouponSchema.safeParse({ ...held, status }).success, status).toBe(true);
    }
    expect(MyCouponSchema.safeParse({ ...held, status: 'usable' }).success).toBe(false);
  });
});
