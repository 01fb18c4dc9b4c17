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
    [
      'apps/server/src/modules/auth/auth.test.ts',
      'many failures of one account from any addresses ask everyone for the picture',
    ],
    ['apps/server/src/modules/auth/auth.test.ts', 'limits the attempts of one address on one account, with 429'],
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
  // The hardening issue (an outside penetration test): each hole it found, and the tests that show it closed.
  'one account reserving the whole mall (unpaid orders and units held, guests stricter, rate limits)': [
    ['apps/server/src/attacks/holds.test.ts', 'the most units one account can hold in the demo mall is the cap'],
    [
      'apps/server/src/attacks/holds.test.ts',
      'one account cannot hold more unpaid orders than the cap through many small checkouts',
    ],
    [
      'apps/server/src/attacks/holds.test.ts',
      'one account cannot hold more units than the cap, in one checkout or several',
    ],
    ['apps/server/src/attacks/holds.test.ts', 'one account cannot hold more of one SKU than its share of the stock'],
    ['apps/server/src/attacks/holds.test.ts', 'parallel creates cannot slip past the cap together'],
    ['apps/server/src/attacks/holds.test.ts', 'pre-order and create are rate limited per account'],
    [
      'apps/server/src/attacks/holds.test.ts',
      'an honest shopper with three unpaid orders and ten units is not refused',
    ],
  ],
  'social sign-in login CSRF (a callback link opened in another browser)': [
    [
      'apps/server/src/attacks/social-csrf.test.ts',
      "an attacker's callback link opened in a victim's browser signs nobody in",
    ],
    [
      'apps/server/src/attacks/social-csrf.test.ts',
      'a victim holding the cookie of a sign-in of their own is refused the same way',
    ],
    ['apps/server/src/attacks/social-csrf.test.ts', 'a forged cookie of the right shape does not pass either'],
    [
      'apps/server/src/attacks/social-csrf.test.ts',
      'the X flow (code and state posted from the callback page) is bound the same way',
    ],
    ['apps/server/src/attacks/social-csrf.test.ts', 'the starting browser signs in'],
    ['e2e/journeys/accounts-social-csrf.test.ts', "the victim opening the attacker's callback link stays signed out"],
  ],
  'points kept after a full refund, and refunds of completed orders without a time limit': [
    [
      'apps/server/src/attacks/points-refund.test.ts',
      'points parked in an unpaid checkout before the refund are still taken back',
    ],
    ['apps/server/src/attacks/points-refund.test.ts', 'points earned later settle the debt first'],
    ['apps/server/src/attacks/points-refund.test.ts', 'frozen points of a refunded order are cancelled and never thaw'],
    [
      'apps/server/src/attacks/points-refund.test.ts',
      'a refund of an order completed longer ago than the window is refused',
    ],
    ['apps/server/src/attacks/points-refund.test.ts', 'the window follows the platform setting'],
    ['apps/server/src/attacks/points-refund.test.ts', 'the setting is bounded and only an admin can change it'],
  ],
  'shop-name impersonation (look-alike names, unreviewed renames, approval of a changed application)': [
    ['apps/server/src/attacks/shop-names.test.ts', 'are refused with %s'],
    ['apps/server/src/attacks/shop-names.test.ts', 'are refused when the name is blank to a reader'],
    ['apps/server/src/attacks/shop-names.test.ts', "are refused when they look like another applicant's pending one"],
    ['apps/server/src/attacks/shop-names.test.ts', "to a look-alike of another shop's name is refused"],
    ['apps/server/src/attacks/shop-names.test.ts', 'show on the public shop only after the platform approves them'],
    [
      'apps/server/src/attacks/shop-names.test.ts',
      'a rename and an application approved at once for look-alike names open one holder',
    ],
    [
      'apps/server/src/attacks/shop-names.test.ts',
      'approving a version that changed since the reviewer opened it is refused',
    ],
    ['apps/server/src/attacks/shop-names.test.ts', 'approving without the version seen is refused'],
    ['apps/server/src/platform/names.test.ts', ''],
  ],
  'locking an owner out with wrong passwords': [
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'many wrong passwords from many addresses do not lock the owner out of their own address',
    ],
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'after many failures the account asks for the picture challenge',
    ],
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'answers an unknown account exactly as a known one (no enumeration)',
    ],
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'guessing from one address is still throttled, even with solved challenges',
    ],
  ],
  'a picture challenge a script reads, and code calls that ignore it': [
    ['apps/server/src/attacks/accounts-abuse.test.ts', 'answers a raster image that carries no drawing instructions'],
    ['apps/server/src/attacks/accounts-abuse.test.ts', 'an address asking for pictures in bulk is limited'],
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'the SMS code needs the picture challenge: none or a wrong one is refused and nothing is sent',
    ],
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'the SMS code takes the challenge in the headers too, as the storefront sends it',
    ],
    ['apps/server/src/attacks/accounts-abuse.test.ts', 'a solved challenge works once: reusing it is refused'],
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'the email code calls never ignore a challenge sent in their headers',
    ],
  ],
  'guest accounts in bulk draining limited coupons and holding stock': [
    ['apps/server/src/attacks/holds.test.ts', "a guest's holds count double: two unpaid orders and 25 units"],
    [
      'apps/server/src/attacks/holds.test.ts',
      'a guest sees the coupon centre but cannot receive a coupon; a member can',
    ],
  ],
  'expensive requests (90,000-key bodies, oversized bodies, slow headers and bodies)': [
    ['apps/server/src/attacks/expensive-requests.test.ts', 'a body with 90,000 keys is refused before it is parsed'],
    [
      'apps/server/src/attacks/expensive-requests.test.ts',
      'a small body with thousands of keys is refused with a clear message',
    ],
    ['apps/server/src/attacks/expensive-requests.test.ts', 'a body nested a thousand levels deep is refused'],
    ['apps/server/src/attacks/expensive-requests.test.ts', 'a shopper form refuses a body far beyond its size'],
    [
      'apps/server/src/attacks/expensive-requests.test.ts',
      'a body sent one byte at a time is cut at the request deadline',
    ],
    [
      'apps/server/src/attacks/expensive-requests.test.ts',
      'headers sent one byte at a time are cut at the headers deadline',
    ],
  ],
  'numbers beyond the columns (prices, order totals, price filters) and a fuzzer that sends boundaries': [
    [
      'apps/server/src/attacks/numbers.test.ts',
      'refuses a price of %s on create and edit with a clear message, nothing changed',
    ],
    ['apps/server/src/attacks/numbers.test.ts', 'refuses an order of two items at the largest price'],
    ['apps/server/src/attacks/numbers.test.ts', 'refuses a cart line whose amount alone is beyond the bound'],
    ['apps/server/src/attacks/numbers.test.ts', 'refuses an order whose total would pass the integer range'],
    ['apps/server/src/attacks/numbers.test.ts', 'answers 400 for %s with a clear message'],
    ['apps/server/src/attacks/numbers.test.ts', 'filters exactly to the cent at the bounds (no floating point)'],
    [
      'apps/server/src/attacks/numbers.test.ts',
      'answers 400 "A number is out of range" for a numeric database error, without internals',
    ],
    [
      'apps/server/src/attacks/fuzz.test.ts',
      'gives every number of every route its boundary values inside an otherwise valid request',
    ],
    ['apps/server/src/modules/checkout/pricing.test.ts', 'takes an order up to 999999.99 in all, freight included'],
  ],
  'SMS pumping (premium-rate ranges, countries outside the markets, no budget)': [
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'refuses premium-rate ranges and countries outside the markets, sending nothing',
    ],
    [
      'apps/server/src/attacks/accounts-abuse.test.ts',
      'stops at the hourly budget across the whole shop and writes one alert to the outbox',
    ],
  ],
  "uploads referenced by anyone (another user's files, path tricks)": [
    [
      'apps/server/src/attacks/upload-owners.test.ts',
      'a shopper upload names the shopper; a staff upload also names the shop',
    ],
    ['apps/server/src/attacks/upload-owners.test.ts', 'avatar: refused for B, and for forged addresses; A sets it'],
    ['apps/server/src/attacks/upload-owners.test.ts', 'refund voucher: refused for B; B with an own upload succeeds'],
    ['apps/server/src/attacks/upload-owners.test.ts', 'review picture: refused for B; own pictures work'],
    ['apps/server/src/attacks/upload-owners.test.ts', 'merchant application picture: refused for B; own pictures work'],
    [
      'apps/server/src/attacks/upload-owners.test.ts',
      "products and the shop profile refuse another shop's or a shopper's upload",
    ],
    [
      'apps/server/src/attacks/upload-owners.test.ts',
      "staff use their colleagues' uploads and their own; unchanged stored pictures are kept",
    ],
    [
      'apps/server/src/attacks/upload-owners.test.ts',
      'an admin may use any recorded upload, never a made-up or forged address',
    ],
  ],
  'shipping while a money-only refund waits': [
    ['apps/server/src/attacks/refund-shipping.test.ts', 'is refused with a message saying to decide the refund first'],
    ['apps/server/src/attacks/refund-shipping.test.ts', 'after the shop refuses the refund, the order ships'],
  ],
  'a published database password, and a personal phone on the public shop': [
    [
      'apps/server/src/attacks/embedded-password.test.ts',
      'is random per data directory, kept in a file only its owner reads',
    ],
    ['apps/server/src/attacks/shop-phone.test.ts', "the public shop never shows the applicant's personal phone"],
  ],
  // Issue 21 (an outside attack on the ledger, payouts and shipping): the money paths.
  'a fee base the merchant controls': [
    ['apps/server/src/attacks/fee-base.test.ts', 'commission is on goods and freight'],
    ['apps/server/src/attacks/fee-base.test.ts', 'points are earned on the goods paid, never on the freight'],
    ['apps/server/src/attacks/fee-base.test.ts', 'a return for the seller’s fault gives back the freight'],
    ['apps/server/src/attacks/fee-base.test.ts', 'a partial return for the seller’s fault gives back the goods’ share'],
    ['apps/server/src/modules/finance/finance-invariants.test.ts', 'a freight-heavy order'],
  ],
  'money still in dispute is settled and paid out': [
    ['apps/server/src/attacks/disputed-settlement.test.ts', 'still open on day 8 is not settled'],
    ['apps/server/src/attacks/disputed-settlement.test.ts', 'the window counts from when the last refund closes'],
    ['apps/server/src/attacks/disputed-settlement.test.ts', 'a settled order takes no refund'],
    ['apps/server/src/attacks/disputed-settlement.test.ts', 'does not complete an order with a refund open'],
    ['apps/server/src/modules/finance/finance-invariants.test.ts', 'one open across the settlement date'],
  ],
  'a threshold not checked again': [
    ['apps/server/src/attacks/refund-threshold.test.ts', 'keep back the freight the goods kept now owe'],
    ['apps/server/src/attacks/refund-threshold.test.ts', 'a template changed after the order changes nothing'],
    ['apps/server/src/modules/finance/finance-invariants.test.ts', 'a partial refund across the free-shipping amount'],
    ['apps/storefront/src/features/refunds/refund-confirm-page.test.tsx', 'shows the freight the goods kept owe'],
  ],
  'an address that fails open': [
    ['apps/server/src/attacks/address-fail-open.test.ts', 'is refused on a new address'],
    ['apps/server/src/attacks/address-fail-open.test.ts', 'a structured address cannot be edited back into free text'],
    ['apps/server/src/attacks/address-fail-open.test.ts', 'checkout asks to complete it in the shopper language'],
    ['apps/server/src/attacks/address-fail-open.test.ts', 'a region surcharge is charged, never skipped'],
    ['apps/server/src/attacks/address-fail-open.test.ts', "the shop's no-delivery regions and the platform's served"],
    ['apps/server/src/attacks/address-fail-open.test.ts', 'the goods detail asks to complete the address'],
  ],
  'a published credential that works': [
    ['apps/server/src/attacks/published-secrets.test.ts', 'is refused at start in production, naming the variable'],
    ['apps/server/src/attacks/published-secrets.test.ts', 'is refused in production'],
    ['apps/server/src/attacks/published-secrets.test.ts', 'every secret-looking value in the example files'],
    ['apps/server/src/attacks/published-secrets.test.ts', 'the example files say how to make a secret'],
  ],
  'a public read without the visibility rule': [
    ['apps/server/src/attacks/public-visibility.test.ts', 'answers every public read 404 exactly as its detail'],
    ['apps/server/src/attacks/public-visibility.test.ts', 'stepping the quantity across the free-shipping amount'],
    [
      'apps/server/src/attacks/public-visibility.test.ts',
      "stays in the shopper's favourites and cart without its price",
    ],
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
