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

  // zod's own texts, for checks without a message of their own.
  'Invalid input',
  'Invalid email address',

  // Request bodies: platform/strict-json.ts, and the 4xx texts of Fastify and @fastify/multipart.
  'The body is not valid JSON',
  'forbidden key',
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
