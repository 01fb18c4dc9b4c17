/** Every coupon query starts with this key, so receiving one refreshes the strip, the boards and my coupons. */
export const COUPONS_KEY = ['coupons'] as const;
