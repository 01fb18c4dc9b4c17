import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The attack suite's table of contents: every attack of the proof issue and the tests that show it blocked. Many
 * attacks are best proven beside the feature they attack, so this table points there; it is a test itself, so a
 * renamed or deleted test breaks it instead of leaving a claim without proof.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

type Proof = [file: string, title: string];
const ATTACKS: Record<string, Proof[]> = {
  'negative, zero, fractional and huge quantities': [
    ['apps/server/src/attacks/input.test.ts', 'cart/save refuses the quantity'],
    ['apps/server/src/attacks/input.test.ts', 'buy now refuses the quantity'],
    ['apps/server/src/attacks/input.test.ts', 'cart/num refuses zero, negative and more than the stock'],
  ],
  'price, total, discount or currency sent by the client': [
    ['apps/server/src/attacks/input.test.ts', 'order/create refuses'],
    ['apps/server/src/attacks/input.test.ts', 'a buy-now line carrying its own price is refused'],
    ['apps/server/src/attacks/input.test.ts', 'an amount sent to the card page is refused'],
    ['apps/server/src/modules/refunds/refunds.test.ts', 'an amount from the client'],
  ],
  "another user's order, cart item, address, refund, review, coupon or session": [
    ['apps/server/src/attacks/authorisation.test.ts', "order/%s on another user's order is refused"],
    ['apps/server/src/attacks/authorisation.test.ts', "another user's cart item cannot be changed"],
    ['apps/server/src/attacks/authorisation.test.ts', "another user's address cannot be read"],
    ['apps/server/src/modules/refunds/refunds.test.ts', 'refuses an unpaid order, someone else order'],
    ['apps/server/src/modules/reviews/reviews.test.ts', "refuses a review of someone else's order"],
    ['apps/server/src/modules/coupons/coupons-checkout.test.ts', 'someone else’s coupon'],
    ['apps/server/src/attacks/authorisation.test.ts', "leaves another user's session alive"],
  ],
  "merchant staff reaching another shop's products, orders or refunds": [
    ['apps/server/src/attacks/authorisation.test.ts', "cannot ship another shop's order"],
    ['apps/server/src/attacks/authorisation.test.ts', "cannot change another shop's product"],
    ['apps/server/src/modules/merchant/merchant-isolation.test.ts', ''],
    ['apps/server/src/modules/refunds/refunds.test.ts', 'another shop gets not found and cannot act'],
  ],
  'a shopper calling merchant or admin APIs': [
    ['apps/server/src/attacks/authorisation.test.ts', '%s %s answers 403 to a shopper'],
    ['apps/server/src/modules/admin/access.test.ts', 'answers 403 to a shopper'],
  ],
  'mass assignment (role, merchantId, userId, status, paid fields)': [
    ['apps/server/src/attacks/input.test.ts', 'user/edit refuses %o'],
    ['apps/server/src/attacks/input.test.ts', 'address/edit refuses %o'],
    ['apps/server/src/attacks/input.test.ts', 'order/create refuses %o'],
    ['apps/server/src/attacks/input.test.ts', 'cart/save refuses a userId'],
  ],
  'duplicate JSON keys and prototype keys': [
    ['apps/server/src/attacks/input.test.ts', 'a duplicate key (quantity twice) is refused'],
    ['apps/server/src/attacks/input.test.ts', 'a __proto__ key is refused'],
  ],
  'forged, expired, foreign-shop and already-used coupons': [
    ['apps/server/src/modules/coupons/coupons-checkout.test.ts', 'refuses a forged id'],
    ['apps/server/src/modules/coupons/coupons-checkout.test.ts', 'two checkouts racing for one coupon'],
    ['apps/server/src/attacks/after-sales.test.ts', 'a coupon already used by one order is refused for the next'],
    ['apps/server/src/attacks/after-sales.test.ts', "another shopper's coupon is refused"],
    ['apps/server/src/attacks/after-sales.test.ts', 'a forged coupon id %s is refused'],
  ],
  'a coupon or the last unit of stock taken twice by parallel requests': [
    ['apps/server/src/modules/coupons/coupons.concurrency.test.ts', 'shoppers race for the last'],
    ['apps/server/src/modules/coupons/coupons.test.ts', 'two clicks at once still take one'],
    ['apps/server/src/modules/checkout/checkout.concurrency.test.ts', 'buyers race for'],
  ],
  'a refund beyond the amount paid or twice for one item': [
    ['apps/server/src/modules/refunds/refunds.test.ts', 'beyond what it paid'],
    ['apps/server/src/modules/refunds/refunds.test.ts', 'refuses a second refund of the same item'],
    ['apps/server/src/attacks/after-sales.test.ts', 'the same item twice at once makes one refund'],
    ['apps/server/src/attacks/after-sales.test.ts', 'an item of an order never bought is refused'],
  ],
  'reviewing an item never bought': [
    ['apps/server/src/modules/reviews/reviews.test.ts', 'and an item of another order'],
    ['apps/server/src/attacks/after-sales.test.ts', 'an item not yet received cannot be reviewed'],
  ],
  'SQL injection in keyword, sort, paging and login fields': [
    ['apps/server/src/attacks/input.test.ts', 'the search keyword %s is only a word'],
    ['apps/server/src/attacks/input.test.ts', 'the sort value %s is refused'],
    ['apps/server/src/attacks/input.test.ts', 'the page value %s is refused'],
    ['apps/server/src/attacks/input.test.ts', 'the sign-in account %s signs nobody in'],
  ],
  'stored and reflected XSS in review text, nickname, search keyword, address and shop intro': [
    ['e2e/journeys/attacks-xss.test.ts', 'a nickname'],
    ['e2e/journeys/attacks-xss.test.ts', 'an address'],
    ['e2e/journeys/attacks-xss.test.ts', 'a search keyword, reflected on the results page'],
    ['e2e/journeys/attacks-xss.test.ts', 'a review on the goods detail'],
    ['e2e/journeys/attacks-xss.test.ts', "a shop's intro and description keep safe markup only"],
  ],
  'uploads that lie about their type, are too large, carry scripts or path tricks': [
    ['apps/server/src/modules/users/users.test.ts', 'stores a re-encoded JPEG under a new name'],
    ['apps/server/src/modules/users/users.test.ts', 'refuses %s'],
    ['apps/server/src/modules/users/users.test.ts', 'refuses a picture over 5 MB'],
  ],
  'open redirect after sign-in': [['apps/storefront/src/lib/safe-redirect.test.ts', '']],
  'brute force of passwords and codes, also with a forged X-Forwarded-For': [
    ['apps/server/src/modules/auth/auth.test.ts', 'limits sign-in attempts per account whatever the address'],
    ['apps/server/src/modules/auth/auth.test.ts', 'ignores a forged X-Forwarded-For'],
    ['apps/server/src/modules/auth/auth.test.ts', 'five wrong codes spend the code'],
  ],
  'user enumeration through sign-in, registration and reset': [
    ['apps/server/src/modules/auth/auth.test.ts', 'answers the same for an unknown account and a wrong password'],
    ['apps/server/src/modules/auth/auth.test.ts', 'does not tell whether an address is registered'],
    ['apps/server/src/modules/auth/auth.test.ts', 'asking a reset code for an unknown address answers the same'],
  ],
  'a logged-out or password-reset session still used': [
    ['apps/server/src/modules/auth/auth.test.ts', 'signed out: 410001'],
    ['apps/server/src/modules/auth/auth.test.ts', 'a password reset ends every session'],
    ['apps/server/src/attacks/authorisation.test.ts', 'a made-up or truncated token is no session'],
  ],
  'verification code reuse': [
    ['apps/server/src/modules/auth/auth.test.ts', 'a code works once only'],
    ['apps/server/src/modules/settle/settle.test.ts', 'a code that was already used'],
  ],
  'Stripe webhook with a bad signature, an old timestamp, or replayed': [
    [
      'apps/server/src/modules/payments/stripe.test.ts',
      'refuses a bad signature, a foreign secret and an old timestamp',
    ],
    ['apps/server/src/modules/payments/stripe.test.ts', 'a replay and a late failure change nothing'],
  ],
  'stack traces or SQL in error answers': [
    ['apps/server/src/attacks/surface.test.ts', 'answers in the envelope without stack, SQL or paths'],
    ['apps/server/src/attacks/fuzz.test.ts', 'answers every malformed request without a 5xx'],
  ],
  'docs or internals open without admin in production': [
    ['apps/server/src/attacks/surface.test.ts', '%s is not served'],
    ['apps/server/src/attacks/surface.test.ts', 'not even to a signed-in shopper'],
  ],
  'security headers and CSP on every page': [
    ['apps/server/src/attacks/surface.test.ts', 'security headers on every kind of answer'],
    ['apps/server/src/attacks/surface.test.ts', 'served sandboxed'],
    ['apps/server/src/app.test.ts', 'sends security headers and a strict CSP'],
  ],
};

/** The titles of the tests and groups declared in a file. */
function titles(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/\b(?:it|test|describe)(?:\.each\([\s\S]*?\))?\(\s*(['"`])([\s\S]*?)\1\s*,/g)].map(
    (m) => m[2] as string,
  );
}

describe('every attack of the proof issue has a test that blocks it', () => {
  it.each(Object.entries(ATTACKS))('%s', (_attack, proofs) => {
    expect(proofs.length).toBeGreaterThan(0);
    for (const [file, title] of proofs) {
      const found = titles(file);
      expect(found.length, file).toBeGreaterThan(0);
      if (title)
        expect(
          found.some((t) => t.includes(title)),
          `${file}: "${title}"`,
        ).toBe(true);
    }
  });
});
