/**
 * The English side of the message catalogue: every text the API may put into an answer's `message`, exactly as the
 * code writes it. The English text is the key; each language file (zh-CN.ts, fr.ts, th.ts, lo.ts, es.ts) gives a
 * translation for every key and a formatter for every pattern, and TypeScript refuses a language that misses one.
 *
 * Adding a message to the code: add its text here, then its translation to each language file (the tests of
 * messages.test.ts find messages in the source that are missing here).
 */
export const ENGLISH_MESSAGES = [
  // Success messages of `ok(data, message)`.
  'success',
  'Signed in',
  'Signed out',
  'Registration succeeded',
  'Welcome, guest',
  'The verification code has been sent',
  'The verification code has been sent, please check your email',
  'If an account uses this address, a code is on its way; please check your email',
  'Your password has been reset, please sign in',
  'Your password has been changed',
  'The computer is signed in',
  'Saved',
  'Deleted',
  'Removed',
  'Uploaded',
  'Added to cart',
  'Added to favourites',
  'Removed from favourites',
  'Followed',
  'Unfollowed',
  'You can keep at most 500 favourites',
  'Order placed',
  'The order has been cancelled',
  'Receipt confirmed',
  'Shipped',
  'Payment successful',

  // Default texts (contract envelope.ts) and sessions (platform/session.ts).
  'parameter validation failed',
  'no permission',
  'no data found',
  'system exception',
  'please sign in',
  'Your session has expired, please sign in again',
  'You have been signed out, please sign in again',
  'Your sign-in is not valid, please sign in again',

  // Signing in, registering, codes.
  'The account or password is incorrect',
  'Enter the characters shown in the picture',
  'Too many codes requested, please try again later',
  'Too many codes for this address, please try again later',
  'The verification code is wrong or has expired',
  'Too many wrong codes, please ask for a new one',
  'This email address is already registered, please sign in',
  'This phone number is already registered, please sign in',
  'Guest sign-in is not open',
  'This QR code is unknown',
  'This QR code has expired, please refresh it on the computer',
  'Social sign-in is not available right now',
  'login not allowed for current user via social login',

  // Account, pictures.
  'User not found',
  'A guest account has no password; register to set one',
  'The current password is incorrect',
  'Send the picture as multipart form data in the field "file"',
  'Send the picture in the field "file"',
  'The picture is larger than 5 MB',
  'Only JPG and PNG pictures can be uploaded',
  'The picture could not be read',

  // Catalogue, shops, cart, checkout.
  'Product not found',
  'Shop not found',
  'Activity not found',
  'Address not found',
  'This product is not available',
  'This item is out of stock',
  'Your cart is full, please check out or remove items',
  'This cart item does not exist',
  'A product in your order is no longer available',
  'The same item appears twice',
  'This checkout does not exist',
  'This checkout has expired, please start again',
  'This coupon cannot be used for this order',

  // Orders, merchants, payments.
  'Order not found',
  'Only an unpaid order can be cancelled',
  'Only a shipped order can be confirmed as received',
  'Only a completed or cancelled order can be deleted',
  'This account does not run a shop',
  'This account cannot run the platform',
  'Only a paid order waiting for delivery can be shipped',
  'This order has already been paid',
  'This order was cancelled because it was not paid in time',
  'This order was cancelled before the payment arrived; the money has been refunded',
  'Too many payment attempts, please try again later',
  'Card payments go through the card form of the payment page',
  'The webhook signature is not valid',
  'Your card number is incorrect',
  'Your card has expired',
  'Your card was declined',
  'Your card has insufficient funds',
  "Your card's security code is incorrect",

  // Field messages of the contract's zod schemas (auth.ts, orders.ts).
  'Fill in your email address',
  'Fill in the correct email address',
  'Fill in your phone number',
  'Fill in the correct phone number',
  'Fill in your password',
  'Confirm your password',
  'The passwords are inconsistent',
  'Please read and agree to the agreement',
  'Fill in the verification code',
  'The verification code may only contain letters, digits and underscores',
  'Use 8 to 64 characters with letters and digits',
  'This password is too common, please choose another',
  'Choose a country code',
  'User name cannot be empty',
  'At most 32 characters',
  'Upload the picture first',
  'Quantity must be a whole number',
  'Quantity must be at least 1',
  'At most 999 at a time',
  'Select an item',
  'Unknown checkout',
  'Unknown order',
  'The note must be under 150 characters',
  'Choose a payment method',
  'Fill in the consignee name',
  'Fill in the detailed address',
  'Fill in the post code',
  'Fill in the courier company',
  'Fill in the tracking number',
  'Enter the card number',
  'Enter the expiry date as MM/YY',
  'Enter the security code',
  'Enter the name on the card',

  // Reviews (modules/reviews, contract reviews.ts).
  'Thank you for your review',
  'Reply saved',
  'Only a received order can be reviewed',
  'This item is not part of the order',
  'This item has already been reviewed',
  'The time to review this order has passed',
  'This item is in a refund and cannot be reviewed',
  'Review pictures must be uploaded with the upload button',
  'A review takes at most 5 pictures',
  'Review not found',
  'Give the product quality a score from 1 to 5',
  'Give the service attitude a score from 1 to 5',
  'Please fill in your experience with the product',
  'The review must be at most 500 characters',
  'Fill in the reply',
  'The reply must be at most 500 characters',

  // Apply to settle and its review (modules/settle, settle/admin-applications, contract settle.ts).
  'Your application has been submitted',
  'The application has been approved and the shop is open',
  'The application has been rejected',
  'You already have an application under review',
  'You already run a shop',
  'An approved application cannot be changed',
  'Register an account to apply as a merchant',
  'Application not found',
  'This application has already been reviewed',
  'The applicant already runs a shop',
  'Fill in the company name',
  'The company name must be at most 50 characters',
  'Fill in your real name',
  'The real name must be at most 30 characters',
  'Choose a merchant category',
  'Choose a store type',
  'Upload at least one qualification picture',
  'Upload at most 10 qualification pictures',
  'Qualification pictures must be uploaded through this page',
  'Please read and agree to the settlement agreement',
  'Fill in the reason for the rejection',
  'The reason must be at most 200 characters',

  // Refunds and returns (modules/refunds, modules/payments/refund-payments.ts, contract refunds.ts).
  'Your refund request has been submitted',
  'The return has been sent to the shop',
  'The refund request has been revoked',
  'The refund has been accepted',
  'The refund has been refused',
  'The returned goods were received and the money paid back',
  'The money has been paid back',
  'Only a paid order can be refunded',
  'An item you chose already has a refund',
  'Goods can be returned only after they were shipped',
  'A refund cannot be more than what was paid',
  'Refund not found',
  'This refund can no longer be revoked',
  'The goods can be sent back once the shop accepted the return',
  'This refund has already been handled',
  'This refund is not waiting for returned goods',
  'This refund is not waiting to be paid back',
  'Paying back failed; the refund stays open and can be paid back again',
  'Choose a reason for the refund',
  'Unknown refund',
  'Choose refund only or return goods and refund',
  'The remark must be at most 100 characters',
  'At most 5 voucher pictures',
  'Fill in the reason for refusing',

  // Coupons and points (modules/coupons, modules/points, modules/checkout, contract coupons.ts).
  'Coupon received',
  'Coupon created',
  'Coupon closed',
  'This coupon does not exist',
  'This coupon has already been used',
  'This coupon has expired',
  'This coupon cannot be used yet',
  'The same coupon is chosen twice',
  'This coupon does not apply to the goods in this order',
  'This order does not reach the minimum spend of this coupon',
  'Only one platform coupon can be used per order',
  'Only one coupon per shop can be used',
  'This coupon cannot be received now',
  'This coupon has all been taken',
  'You have already received this coupon',
  'The discount must be more than 0',
  'The discount must be less than the minimum spend',
  'The validity must end in the future',
  'A goods coupon can only cover products of your shop',
  'This category does not exist',
  'Enter an amount such as 5 or 5.50',
  'Enter a date and time',
  'Fill in the coupon name',
  'The coupon name is at most 40 characters',
  'Choose what the coupon applies to',
  'A coupon covers at most 100 products',
  'Valid for at least 1 day',
  'Valid for at most 365 days',
  'Choose the products of a goods coupon',
  'Choose the category of a category coupon',
  'Give the days of validity or fixed dates',
  'Give the days of validity or fixed dates, not both',
  'Give both the first and the last day of validity',
  'The validity must end after it starts',
  'Receiving must end after it starts',

  // Platform console (the admin-*.ts files of modules/catalog, content, shops, settings, users; contract admin-*.ts).
  'This shop is already open',
  'This shop is already suspended',
  'The shop has been suspended',
  'The shop is open again',
  'A category cannot be its own parent',
  'The parent category does not exist',
  'Categories have two levels: choose a top category as the parent',
  'Category not found',
  'A category with subcategories stays at the top level',
  'Products are filed under second-level categories: move them before making this a top category',
  'Delete or move its subcategories first',
  'Products are filed under this category: move them first',
  'A coupon is bound to this category',
  'Merchant type not found',
  'Merchant category not found',
  'This keyword is already in the list',
  'Keep at most 50 hot keywords',
  'Keyword not found',
  'Keep at most 20 banners',
  'Banner not found',
  'The user has been signed out everywhere',
  // Disabling and enabling accounts (modules/users/admin-users.service.ts, platform/session.ts).
  'This account has been disabled',
  'You cannot disable your own account',
  'A platform administrator cannot be disabled',
  'This account is already disabled',
  'This account is not disabled',
  'The account has been disabled and signed out everywhere',
  'The account has been enabled',
  'Card payment is closed at the moment',
  'Fill in the name',
  'The name must be at most 50 characters',
  'A translated name must be at most 50 characters',
  'The description must be at most 200 characters',
  'Upload the picture through the console',
  'Upload a picture',
  'A link starts with / (a page of the shop) or with http:// or https://',
  'The handling fee is a percentage from 0 to 100 with at most two decimals',
  'The order is a whole number from 0 to 9999',
  'Fill in the keyword',
  'A keyword must be at most 30 characters',
  'The title must be at most 100 characters',
  'The introduction must be at most 200 characters',
  'Choose a valid time',
  'The end time must be after the start time',
  'Choose at most 200 products',
  'The currency symbol has 1 to 5 characters',
  'The address must start with http:// or https://',
  'A phone number has at most 30 digits, spaces, dashes or a leading +',
  'The text must be at most 200 characters',
  'The h5 service type needs a link',
  'The message service type needs a message',
  'The phone service type needs a phone number',
  'The email service type needs an email address',
  'Points per dollar is a number from 0 to 100 with at most two decimals',
  'Frozen days are a whole number from 0 to 365',
  'Points per dollar of deduction are a whole number from 1 to 100000',
  'The share points may pay is a whole percentage from 0 to 100',

  // Merchant console (the merchant-*.ts files of modules/orders, catalog, shops; contract merchant-*.ts).
  'The product name has 1 to 100 characters',
  'Choose a category',
  'Add 1 to 10 product pictures',
  'The description must be at most 20000 characters',
  'An attribute name has 1 to 20 characters',
  'An attribute value has 1 to 30 characters',
  'A product has at most 3 attributes',
  'An attribute has 1 to 20 values',
  'The same attribute or value appears twice',
  'A product has 1 to 200 SKUs',
  'Each SKU must match one combination of the attribute values, and every combination needs a SKU',
  'Stock is a whole number from 0 to 999999',
  'The shop name has 1 to 60 characters',
  'The text must be at most 500 characters',
  'Add at most 10 qualification pictures',
  'A category name has 1 to 30 characters',
  'A logistics event has 1 to 200 characters',
  'The original price cannot be lower than the price',
  'Choose a category of the second level',
  'Choose a category of your shop',
  'The product is on sale',
  'The product is off sale',
  'Logistics event added',
  'Logistics events can be added while the order is on its way only',
  'Choose a top category of your shop as the parent',
  'A shop can have at most 200 categories',
  // zod's own texts, for checks without a message of their own.
  'Invalid input',
  'Invalid email address',

  // Request bodies: platform/strict-json.ts, and the 4xx texts of Fastify and @fastify/multipart.
  'The body is not valid JSON',
  'forbidden key',
  'forbidden character',
  'Request body is too large',
  'Request body size did not match Content-Length',
  'Unsupported Media Type',
  "Body cannot be empty when content-type is set to 'application/json'",
  "Body is not valid JSON but content-type is set to 'application/json'",
  'the request is not multipart',
  'reach parts limit',
  'reach files limit',
  'reach fields limit',
  'request file too large',
  'prototype property is not allowed as field name',
  'the request was closed before the multipart data was fully parsed',
  // Hardening (issue 11): holds, social sign-in, points, names, accounts, uploads, numbers, requests.
  'The characters do not match the picture, please try again',
  'Text messages cannot be sent to this number',
  'Text messages are paused for now, please try again later',
  'You have too many unpaid orders; pay or cancel one first',
  'Your unpaid orders hold too many items; pay or cancel one first',
  'You cannot reserve that many of one item; pay or cancel your unpaid orders first',
  'You are checking out too often; please wait a few minutes',
  'Sign up to receive coupons',
  'The request has too many fields',
  'The request is nested too deeply',
  'This order has a refund request waiting: decide it before shipping',
  'A shop with this name or a name that looks the same already exists',
  'Enter a shop name with visible letters',
  'The application changed since you opened it; reload it',
  'Saved. The new shop name and qualification pictures show once the platform approves them',
  'This change has already been reviewed',
  'Change request not found',
  'The change has been approved and the shop shows it',
  'The change has been rejected',
  'A price is an amount from 0.01 to 999999.99 with at most two decimals',
  'A price filter is an amount from 0 to 999999.99 with at most two decimals',
  'The order total is too large; split it into several orders',
  'A number is out of range',
  'The after-sales period for this order has ended',
  'After-sales days are a whole number from 0 to 90',
  'This sign-in was started in another browser, so nobody was signed in; please start again here',
  'This picture was not uploaded by you',
  // Stage two: money to merchants, shipping and addresses, operations, polish.
  'ok',
  'database unavailable',
  'Choose a valid date',
  'The end date must not be before the start date',
  'Choose a period of at most 366 days',
  'The commission rate is a percentage from 0 to 100 with at most two decimals',
  'The minimum payout is an amount from 0.00 to 999999.99',
  'Settlement days are a whole number from 0 to 90',
  'A payout is already in review; wait for its decision before asking for another',
  'The amount is more than the available balance',
  'Set up a payout account before asking for a payout',
  'This payout has already been decided',
  'The payout account was changed recently; payouts to it are held for now',
  "The amount is below the platform's smallest payout",
  'The shop no longer has this much available (a refund may have taken some); reject the payout',
  'Payout not found',
  'The shop owner has no email address to send the code to',
  'Stripe payouts are not available on this mall',
  'The payout was asked for; the platform will review it',
  "A code was sent to the shop owner's email",
  'The payout account was changed',
  'The payout was approved and paid',
  "The payout was approved but the transfer failed; the money is back in the shop's available balance",
  'The payout was approved; the transfer is being retried',
  'The payout was rejected',
  'Enter an amount such as 100.00',
  'Fill in the reason for rejecting',
  'A Stripe account id looks like acct_1A2b3C',
  'Fill in the account holder (at most 80 characters)',
  'Fill in the bank details (at most 500 characters)',
  'Enter the six-digit code',
  'Enter whole hours from 0 to 720',
  "Only the shop's owner can ask for a payout",
  'This page could not be found',
  'The address may be mistyped, or the page has moved.',
  'Back to home',
  'Search the shop',
  'not ready',
  'Choose a country',
  'Choose a province or state',
  'Choose a province or state of this country',
  'We do not deliver to this country yet',
  'The post code does not fit this country',
  'The phone number must use the dial code of the address country',
  'Unknown country',
  'Unknown region code',
  'The template name must be 1 to 30 characters',
  'A fee is an amount from 0 to 999999.99 with at most two decimals',
  'A number of pieces is a whole number from 1 to 9999',
  'A weight is from 0.001 to 9999 kg with at most three decimals',
  'The weight is from 0 to 9999 kg with at most three decimals',
  'Give 1 to 50 freight rules',
  'Only one rule may apply everywhere else',
  'A region is in two rules',
  'A free-shipping rule needs a minimum amount or a minimum count',
  'At most 500 regions per rule',
  'At most 50 shipping templates per shop',
  'Shipping template not found',
  'A shop always has a default template: make another one the default instead',
  'Products use this shipping template; give them another template first',
  'Choose one of your shipping templates',
  'Some items cannot be delivered to this address: choose another address or remove them',
  'Choose a shipping address',
  'This item does not exist',
  // Stage two, continued: bulk products, delivery by the shop, banner texts, payout emails.
  'A banner text has at most two lines: the headline and the subline',
  'The headline must be at most 40 characters',
  'The subline must be at most 60 characters',
  'Choose a CSV file',
  'The file must be at most 2 MB and 5000 rows',
  'A quoted cell of the file never ends: check its quotes',
  'The file is empty',
  'The file has no product rows below its header',
  'The import does not know this column',
  'This column appears twice',
  'The file needs the Product ID and SKU ID columns of the export',
  'All rows of one product need the same value here',
  'Write the status as the export does: on sale or off sale',
  'Add new SKUs to an existing product in the product form',
  'This SKU ID is not a SKU of this product',
  'This SKU appears twice in the file',
  'Change attributes and their values in the product form',
  'Leave the SKU ID empty for a new product',
  'No product of your shop has this ID',
  'Some rows of the file have errors: nothing was imported',
  'Save the file as CSV UTF-8 and choose it again',
  "Fill in the deliverer's name",
  "Fill in the deliverer's phone number",
  'Choose courier (send) or your own delivery (deliver)',
  // Stage two, continued: bulk products, delivery by the shop, banner texts, payout emails.
  'Virtual goods need no courier: mark them delivered',
  'Only an order of virtual goods can be marked delivered without shipping',
  // Stage two, continued: bulk products, delivery by the shop, banner texts, payout emails.
  'Choose one of the storefront languages, or every language',
  // Stage three: money-hardening (issue 21).
  // Stage three: polish (issue 22).
  // Stage three: find-it search (issue 23).
  // Stage three: find-it translations (issue 23).
  // Stage three: be-found pages (issue 24).
  // Stage three: performance (issue 25).
  // Stage three: chat (issue 26).
  // Stage three: notifications (issue 27).
  // Stage three: polish shopper (issue 22, items 4-8).
] as const;

export type EnglishMessage = (typeof ENGLISH_MESSAGES)[number];

/** A language's translation of every fixed message. */
export type MessageMap = Record<EnglishMessage, string>;

export type PatternSpec = {
  /** Matches the whole English message; its groups are handed to the language's formatter. */
  regex: RegExp;
  /** Groups (1-based) that are English messages themselves and are translated before formatting. */
  translate?: number[];
  /** Groups (1-based) that every translation must carry over unchanged: numbers, names, field names. */
  keep?: number[];
  /** English examples, used by the tests. */
  samples: string[];
};

/**
 * Messages with variable parts. Tried in this order, after the fixed messages; the first match wins. A formatter
 * gets the groups in order, an unmatched optional group as ''.
 */
const patternSpecs = {
  /** platform/errors.ts: `parameter validation failed: <field>: <field message>`, the field left out at the root. */
  validationFailed: {
    regex: /^parameter validation failed: (?:([\w.-]+): )?(.+)$/s,
    translate: [2],
    keep: [1],
    samples: [
      'parameter validation failed: email: Fill in the correct email address',
      'parameter validation failed: items.0.quantity: At most 999 at a time',
      'parameter validation failed: forbidden key',
    ],
  },
  /** platform/strict-json.ts, after the prefix above. */
  duplicateKey: {
    regex: /^the key "(.*)" appears twice$/s,
    keep: [1],
    samples: ['the key "price" appears twice'],
  },
  /** modules/auth/codes.ts */
  waitForCode: {
    regex: /^Please wait (\d+) seconds before asking for another code$/,
    keep: [1],
    samples: [
      'Please wait 42 seconds before asking for another code',
      'Please wait 1 seconds before asking for another code',
    ],
  },
  /** platform/rate-limit.ts: seconds below 90, whole minutes above. */
  tooManyRequests: {
    regex: /^Too many requests, please try again in (\d+) (seconds|minutes)$/,
    keep: [1],
    samples: ['Too many requests, please try again in 5 minutes', 'Too many requests, please try again in 42 seconds'],
  },
  /** modules/auth/social.service.ts: the provider's label. */
  socialSignInFailed: {
    regex: /^The sign-in with (.+) could not be completed, please try again$/s,
    keep: [1],
    samples: ['The sign-in with Google could not be completed, please try again'],
  },
  /** modules/cart/cart.service.ts */
  onlyLeftInStock: {
    regex: /^Only (\d+) left in stock$/,
    keep: [1],
    samples: ['Only 3 left in stock'],
  },
  /** modules/checkout/checkout.service.ts: a product's name and its stock. */
  onlyLeftOfProduct: {
    regex: /^Only (\d+) of (.+) left$/s,
    keep: [1, 2],
    samples: ['Only 2 of Nordic Oak Chair left'],
  },
  /** modules/checkout/checkout.service.ts */
  productOutOfStock: {
    regex: /^(.+) is out of stock$/s,
    keep: [1],
    samples: ['Nordic Oak Chair is out of stock'],
  },
  /** modules/addresses/addresses.service.ts */
  atMostAddresses: {
    regex: /^At most (\d+) addresses$/,
    keep: [1],
    samples: ['At most 20 addresses'],
  },

  // zod's default texts (checks of the route schemas without a message of their own).
  zodInvalidType: {
    regex: /^Invalid input: expected (\w+), received (\w+)$/,
    samples: ['Invalid input: expected number, received string', 'Invalid input: expected int, received number'],
  },
  zodInvalidValue: {
    regex: /^Invalid input: expected (.+)$/s,
    keep: [1],
    samples: ['Invalid input: expected "card"'],
  },
  zodInvalidOption: {
    regex: /^Invalid option: expected one of (.+)$/s,
    keep: [1],
    samples: ['Invalid option: expected one of "asc"|"desc"'],
  },
  zodDiscriminator: {
    regex: /^Invalid discriminator value\. Expected (.+)$/s,
    keep: [1],
    samples: ["Invalid discriminator value. Expected 'cart' | 'buyNow'"],
  },
  zodTooBigLength: {
    regex:
      /^Too big: expected (string|array|set|map|file) to have (<=|<|exactly )(\d+) (?:characters|items|entries|bytes)$/,
    keep: [3],
    samples: ['Too big: expected string to have <=100 characters', 'Too big: expected array to have <=20 items'],
  },
  zodTooSmallLength: {
    regex:
      /^Too small: expected (string|array|set|map|file) to have (>=|>|exactly )(\d+) (?:characters|items|entries|bytes)$/,
    keep: [3],
    samples: ['Too small: expected string to have >=1 characters', 'Too small: expected array to have >=1 items'],
  },
  zodTooBigValue: {
    regex: /^Too big: expected (\w+) to be (<=|<|exactly )(\S+)$/,
    keep: [3],
    samples: ['Too big: expected number to be <=2147483647', 'Too big: expected number to be <100'],
  },
  zodTooSmallValue: {
    regex: /^Too small: expected (\w+) to be (>=|>|exactly )(\S+)$/,
    keep: [3],
    samples: ['Too small: expected number to be >0', 'Too small: expected number to be >=1'],
  },
  zodPattern: {
    regex: /^Invalid string: must match pattern (.+)$/s,
    keep: [1],
    samples: ['Invalid string: must match pattern /^PT\\d{10,30}$/'],
  },
  zodUnrecognizedKeys: {
    regex: /^Unrecognized (keys?): (.+)$/s,
    keep: [2],
    samples: ['Unrecognized key: "foo"', 'Unrecognized keys: "foo", "bar"'],
  },
  // Stage three: money-hardening (issue 21) patterns.
  // Stage three: polish (issue 22) patterns.
  // Stage three: find-it search (issue 23) patterns.
  // Stage three: find-it translations (issue 23) patterns.
  // Stage three: be-found pages (issue 24) patterns.
  // Stage three: performance (issue 25) patterns.
  // Stage three: chat (issue 26) patterns.
  // Stage three: notifications (issue 27) patterns.
  // Stage three: polish shopper (issue 22, items 4-8) patterns.
} satisfies Record<string, PatternSpec>;

export type PatternId = keyof typeof patternSpecs;
export const PATTERNS: Record<PatternId, PatternSpec> = patternSpecs;
export const PATTERN_IDS = Object.keys(patternSpecs) as PatternId[];

/** How a language words each pattern: the groups come in order (unmatched ones as ''). */
export type PatternFormatters = Record<PatternId, (...groups: string[]) => string>;

/** One language's catalogue. */
export type Catalogue = { messages: MessageMap; patterns: PatternFormatters };

/** Comparison words of zod's size and value checks. */
export type Bound = '<=' | '<' | '>=' | '>' | 'exactly ';
