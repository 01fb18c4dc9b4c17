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
  'Your password has been set',
  'The computer is signed in',
  'The sign-in was removed and your other devices were signed out',
  'The device was signed out',
  'Your other devices were signed out',
  'Your e-mail address has been changed',
  'Your phone number has been changed',
  'Your account has been closed',
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
  'The verification code is wrong or has expired',
  'No account uses this number; sign in with the e-mail of your shop account',
  'Too many wrong codes, please ask for a new one',
  'This email address is already registered, please sign in',
  'This phone number is already registered, please sign in',
  'Guest sign-in is not open',
  'This QR code is unknown',
  'This QR code has expired, please refresh it on the computer',
  'This QR code was scanned with another account; only that account can confirm it',
  'This QR code was already used; scan a new one on the computer',
  'Sign-in refused; the computer was told',
  'An administrator or shop staff account cannot sign a computer in by QR code; sign in there with the password',
  'Social sign-in is not available right now',
  'login not allowed for current user via social login',
  'This sign-in was removed from its account by the owner; please sign in another way',
  'This sign-in is the only way into the account; set a password before removing it',
  'This address belongs to an account that signs in with its password; please sign in with the password',

  // Account, pictures.
  'User not found',
  'A guest account has no password; register to set one',
  'The current password is incorrect',
  'Ask for a code and enter it to set your password',
  'Your account has no phone number or email address to send a code to',
  'Enter your password to confirm it is you',
  'Ask for a code and enter it to confirm it is you',
  'Sign in again, then make this change within 10 minutes',
  'This e-mail address is used by another account',
  'This phone number is used by another account',
  'This is already your e-mail address',
  'This is already your phone number',
  'This device is already signed out',
  "The platform administrator's account cannot be closed",
  "You run a shop on the mall, so your account cannot be closed from the account page: write to the mall's customer service in the chat to leave the mall",
  'Leave the shop first (Staff page of the console), then close your account',
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
  'This order has an after-sales request in progress; you can delete it once the request is closed',
  'This account does not run a shop',
  'This text cannot hold control or direction characters',
  'A letter in this text carries too many accents or marks',
  'This shop is suspended: only its orders, refunds, messages and payouts can be handled',
  'This account cannot run the platform',
  'Only a paid order waiting for delivery can be shipped',
  'This order is closed: its money was given back to the buyer. Do not ship it',
  'This order has already been paid',
  'This order was cancelled because it was not paid in time',
  'This order was cancelled, it can no longer be paid',
  'A shop of this order is closed for now, so the order cannot be paid; cancel it and order the other goods again',
  'This order was cancelled before the payment arrived; the money has been refunded',
  'A shop of this order is closed for now, so the order cannot be paid and the money has been refunded; cancel it and order the other goods again',
  'Refunded: the order was no longer payable',
  'Too many payment attempts, please try again later',
  'Card payments go through the card form of the payment page',
  'The webhook signature is not valid',
  'This event is about a payment whose success is not recorded yet: it is handled when Stripe delivers it again',
  'Your card number is incorrect',
  'Your card has expired',
  'Your card was declined',
  'Your card has insufficient funds',
  "Your card's security code is incorrect",
  // A Stripe decline's code in the mall's words (payments/declines.ts, audit DF4); the old fallback of stored rows.
  'The card could not be processed just now; please try again',
  'Your bank did not confirm the payment; please try again',
  'The card was declined',

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
  'This name is kept for the mall’s own staff; please choose another',
  'At most 32 characters',
  'Upload the picture first',
  'Quantity must be a whole number',
  'Quantity must be at least 1',
  'At most 999 at a time',
  'Select an item',
  'Unknown checkout',
  'Unknown order',
  'The note must be under 150 characters',
  'The note holds too many joined symbols or marks for its length: shorten it',
  'This text holds too many joined symbols or marks for its length: shorten it',
  'A note of spaces or invisible characters says nothing: write it in words or leave it empty',
  'Choose a payment method',
  'Fill in the consignee name',
  'Fill in the detailed address',
  'Fill in the post code',
  'The consignee name must be at most 50 characters',
  'The province or state must be at most 60 characters',
  'The city must be at most 60 characters',
  'The detailed address must be at most 200 characters',
  'The post code must be at most 20 characters',
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
  "A shop's own staff cannot review its products",
  'You bought this while you helped run the shop, so you cannot review it',
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
  'The shop decides its own refunds; the platform steps in only while a shop is suspended',
  'The refund has been refused',
  'The returned goods were received and the money paid back',
  'The money has been paid back',
  'Only a paid order can be refunded',
  'An item you chose already has a refund',
  'This order was refunded in full to your card by the payment provider: there is nothing left to refund',
  'Goods can be returned only after they were shipped',
  'A refund cannot be more than what was paid',
  'Refund not found',
  'This refund can no longer be revoked',
  'The goods can be sent back once the shop accepted the return',
  'The shop already received the returned goods',
  'This request is closed: nothing needs to be sent back',
  'This refund has already been handled',
  'This refund is not waiting for returned goods',
  'The goods are on their way back to the shop: confirm their receipt once they arrive',
  'This refund is not waiting to be paid back',
  'Paying back failed; the refund stays open and can be paid back again',
  'Stripe no longer holds the money of this payment (it was given back or withdrawn at Stripe), so this refund cannot be paid by card and is closed; the platform settles it with the shop',
  'A dispute with the buyer’s bank is open for this payment: the refund is accepted and is paid once the dispute closes',
  'The card refused this refund three times at Stripe, so it is no longer paid by card and is closed; the platform holds the money and customer service settles it with the buyer',
  'Choose a reason for the refund',
  'Unknown refund',
  'Choose refund only or return goods and refund',
  'The remark must be at most 100 characters',
  'A remark of spaces or invisible characters says nothing: write it in words or leave it empty',
  'At most 5 voucher pictures',
  'Fill in the reason for refusing',
  'The payment to the buyer was recorded',
  'This payment was already recorded; nothing was booked again',
  'Only a refund closed for customer service can be recorded as paid to the buyer another way',
  'The amount is more than the platform still holds for the buyer of this refund',
  'This payment number was used for another payment',
  'Write the note of the payment (such as the bank transfer reference), at most 200 characters',
  'Enter the amount paid to the buyer, such as 12.50, not 0',

  // Coupons and points (modules/coupons, modules/points, modules/checkout, contract coupons.ts).
  'Coupon received',
  'Coupon created',
  'Coupon closed',
  'This coupon does not exist',
  'This coupon has already been used',
  'The price of your order has changed: please check the new total and confirm again',
  'The amount to pay must be written like 12.50',
  'This coupon has expired',
  'This coupon cannot be used yet',
  'The same coupon is chosen twice',
  'This coupon does not apply to the goods in this order',
  'This order does not reach the minimum spend of this coupon',
  'Only one platform coupon can be used per order',
  'Only one coupon per shop can be used',
  "The mall's coupons do not apply to the goods of a shop you run",
  'This coupon cannot be received now',
  'This coupon has all been taken',
  'You have already received this coupon',
  'The discount must be more than 0',
  'The discount must be less than the minimum spend',
  'The validity must end in the future',
  'Fill in the text',
  'Fill in the subject',
  'This adjustment number was used for another adjustment',
  'The adjustment was booked',
  'This adjustment was already booked; nothing was booked again',
  'Give the reason of the adjustment (at most 200 characters)',
  'Give the reason of the suspension (at most 200 characters)',
  'Give the reason for taking the product down (at most 500 characters)',
  'This product is already taken down',
  'This product is not taken down',
  'The product was taken down',
  'The takedown was lifted: the shop decides when to sell the product again',
  'Enter an amount such as 12.50 (to credit the shop) or -12.50 (to charge it), not 0',
  'Receiving must start before the validity ends',
  'Receiving must end in the future',
  'A goods coupon can only cover products of your shop',
  'A product chosen for this coupon does not exist',
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
  'This account has been closed',
  'You cannot disable your own account',
  'A platform administrator cannot be disabled',
  'This account is already disabled',
  'This is the last active person who runs an open shop: suspend the shop or give it another owner first',
  'Nobody who runs this shop can sign in: enable one of its staff or give it another owner before reopening it',
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
  'Write something that shows, or leave it empty',
  'Choose one of the listed states',
  'Choose a payout method',
  'The address must start with http:// or https://',
  'A phone number has at most 30 digits, spaces, dashes or a leading +',
  'The text must be at most 200 characters',
  'The opening hours must be at most 100 characters',
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
  'A description may show only pictures uploaded to the mall: add them with “Insert a picture”, not as a link',
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
  'The platform has hidden this category: choose one shoppers can browse',
  'Choose a category of your shop',
  'The product is on sale',
  'The product is off sale',
  'Logistics event added',
  'Logistics events can be added while the order is on its way only',
  'The shipment can be corrected while the order is on its way only',
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
  'The change was withdrawn: the shop keeps its name and pictures',
  'No change of the shop is waiting for review',
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
  'The shop cannot reach its database just now; please try again in a moment',
  'Choose a valid date',
  'The end date must not be before the start date',
  'Choose a period of at most 366 days',
  'The commission rate is a percentage from 0 to 100 with at most two decimals',
  'The minimum payout is an amount from 0.00 to 999999.99',
  'Settlement days are a whole number from 0 to 90',
  'A payout is already in review; wait for its decision before asking for another',
  'Set up a payout account before asking for a payout',
  'This payout has already been decided',
  'The payout account was changed recently; payouts to it are held for now',
  'The shop no longer has this much available (a refund may have taken some); reject the payout',
  'Payout not found',
  'The order was refunded to the buyer',
  'Only a paid order not yet shipped can be refunded by the platform',
  'The buyer decides their own refunds; the platform refunds only the order of a disabled account',
  'Choose one of the kinds of message',
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
  'Fill in why the transfer failed',
  'A Stripe account id looks like acct_1A2b3C',
  'Fill in the account holder (at most 80 characters)',
  'Fill in the bank details (at most 500 characters)',
  'Enter the six-digit code',
  'Enter whole hours from 0 to 720',
  "Only the shop's owner can ask for a payout",
  "Only the shop's owner can change the payout account",
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
  'The post code belongs to another province or state',
  'The phone number must use the dial code of the address country',
  'Unknown country',
  'Unknown region code',
  'Name from 1 to 200 notices by their ids, or all of them',
  'No such term',
  'Values belong to an attribute name',
  'The glossary is full: at most 200 attributes, 200 values each',
  'Already a word of another term here',
  'At most 10 other spellings per language, each at most 30 characters',
  'An attribute name is at most 20 characters, as on the product form',
  'Fill in the word in every language, at most 30 characters',
  'The template name must be 1 to 30 characters',
  'A fee is an amount from 0 to 999999.99 with at most two decimals',
  'A number of pieces is a whole number from 1 to 9999',
  'A weight is from 0.001 to 9999 kg with at most three decimals',
  'The weight is from 0 to 9999 kg with at most three decimals',
  'Give 1 to 50 freight rules',
  'Only one rule may apply everywhere else',
  'A region is in two rules',
  'A region cannot have a fee and be undeliverable at once',
  'A region cannot ship free and be undeliverable at once',
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
  'The file is over 2 MB: split it into smaller files',
  'This product was changed after the file was exported: export the products again and make your changes in the new file',
  'This row has more cells than the header has columns: check its separators and quotes',
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
  'This file was imported in the last 10 minutes: it was not run again',
  'This file has no export column: export the products again to change stock',
  'This is not an export ID the export writes: keep the cell as exported, or export the products again',
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
  'Choose the country of the address from the list',
  'Complete this address before ordering: edit it and choose its country and region from the list',
  // Stage three: polish (issue 22).
  'Someone else changed this in the meantime: reload it to see their changes',
  'The form is out of date: reload it before saving',
  'A note names a shop by its number',
  'Notes for at most 50 shops',
  'A note names a shop that is not in this order',
  // Stage three: find-it search (issue 23).
  'Write attribute filters as Name:Value|Value, separated by commas',
  'Choose at most 20 values in one filter',
  'Choose at most 10 filters',
  'Filter by category and shop with numbers separated by commas',
  'The lowest price cannot be above the highest price',
  'Unknown filter',
  // Stage three: find-it translations (issue 23).
  "A translation's attributes follow the product's: the same attributes, with as many values each",
  "The original language is written in the product's own fields, not as a translation",
  'The product has a translation in that language: change the language alone to swap the two, or send the translations with the edit',
  'Write the options as Name: value | Name: value, one per attribute, in their order',
  'Give 1 to 20 product IDs separated by commas',
  // Stage three: be-found pages (issue 24).
  // Stage three: performance (issue 25).
  'Choose a time zone from the list',
  // Stage three: chat (issue 26).
  'Write a message first',
  'A message cannot hold control characters',
  'A message must be at most 1000 characters',
  'This product cannot be shared in this conversation',
  'This order cannot be shared in this conversation',
  'Unknown time zone',
  'An opening period cannot end at the time it starts',
  'Use a time like 09:30',
  'A quick reply must be at most 300 characters',
  'Each translation must belong to a quick reply',
  'This shop does not take messages now',
  'This conversation does not exist',
  'You are sending messages too fast, please wait a moment',
  'You have started too many conversations, please try again later',
  'You blocked this shop; unblock it to write',
  'The shopper has blocked this shop',
  'This person is not staff of this inbox',
  'This message does not exist',
  'You cannot report your own message',
  'This report does not exist',
  'Blocked',
  'Unblocked',
  'Reported, thank you',
  'Out for delivery',
  'Arrived at the Vientiane delivery office',
  'Left the sorting centre',
  'Delivered online by the shop',
  'Say in 1 to 500 characters why you report this message',
  'Assigned',
  'Resolved',
  // Stage three: notifications (issue 27).
  'This kind of message is not for this account',
  'This message is needed for your orders and cannot be turned off',
  'This message is not sent this way: only the ways it lists can be turned on',
  "Only the shop's owner chooses who gets its alerts",
  "The shop's owner always gets the alerts about the shop's standing, its money and refund requests: they cannot be turned off",
  'No such staff member in this shop',
  // A shop's staff: invitations, members (decision 0050).
  "Only the shop's owner manages its staff",
  'Invitation sent: whoever signs in with this e-mail address can accept it within 7 days',
  'This is your own e-mail address: you already run this shop',
  'This person already helps run your shop',
  'A shop has at most 20 people besides its owner: remove someone before inviting another',
  'Your shop sent 20 invitations in the last 24 hours: try again tomorrow',
  'This invitation is for another account: sign in with the e-mail address it was sent to',
  "This invitation has expired: ask the shop's owner for a new one",
  'This invitation was already used or cancelled',
  'This invitation link is not valid',
  'You already help run a shop: an account runs one shop only',
  "The platform's accounts cannot join a shop",
  "The shop's owner cannot be removed",
  "The shop's owner cannot leave the shop: a shop always keeps its owner",
  "You left the shop's staff",
  'Your shop is suspended: it cannot invite anyone until the platform reopens it. Removing members and cancelling invitations still work',
  'Set a password for your account first (Profile → Security), then open the link again',
  'This shop is suspended for now: you can accept the invitation once the platform reopens it, while the invitation is still valid',
  'No such invitation',
  'You now help run this shop',
  'Invitation cancelled',
  'This shop has no room for more staff: ask its owner',
  'Not a shop alert',
  'Templates are plain text: leave out < and >',
  // Stage three: polish shopper (issue 22, items 4-8).
  'Payment is not available at the moment. Your order is kept; please try again later',
  // What to do about a checkout under a card charge's minimum (pattern payMinimum, audit DF2).
  'add goods to the order',
  'cancel this order and order it again with more goods',
  'Enter the transfer reference (1 to 64 characters)',
  'Enter the day of the transfer',
  'Only an approved bank payout waiting for its transfer can be marked paid',
  'The payout was approved; record the bank transfer once it is made',
  'The bank transfer was recorded and the payout is paid',
  'Only an approved bank payout waiting for its transfer can be marked failed',
  "The payout was marked failed; the money is back in the shop's available balance",
  // Staff removal and closed or disabled applicants (audit FL1, FL2).
  "Removed from the shop's staff",
  'The applicant has closed their account: the application cannot be approved',
  "The applicant's account is disabled: enable it or reject the application",
  // An address's optional city and province when only invisible characters are typed (audit FL5).
  'Write a city that shows, or leave it empty',
  'Write a province or state that shows, or leave it empty',
  // A password given to sign in that is longer than any password can be (audit FN6).
  'The password is too long: use at most 128 characters',
  // A tracking number that breaks its rule, a picture over the pixel limit (audit FO5, FO6).
  'A tracking number has 4 to 40 letters (A to Z), digits, hyphens (-) or underscores (_)',
  'The picture is too large: at most 40 megapixels',
  // A currency symbol the structured data can name (audit FR4).
  'The mall charges in US dollars: use $, US$ or USD as its symbol',
  // Look-alike category names among siblings (audit FR9).
  'A category with this name is already here',
  // Registration's language, a partial profile edit, a missing field, a switched-off sign-in, a checkout cancelled
  // with its other shops (audits FX1, FX14, FX12, FX7).
  'Choose one of the languages the mall speaks: en, zh-CN, fr, th, lo or es',
  'Change at least one of the user name, the picture or the language',
  'This field is required',
  'Send the fields of the request as a JSON object',
  'This way of signing in is switched off: choose another one',
  "The order and the other shops' orders paid together with it have been cancelled",
  // A full refund asked after a lost dispute: the bank gave the money back, not Stripe (audit FY2).
  'Your bank returned the payment of this order to you after a dispute (a chargeback): there is nothing left to refund',
  // A coupon's name in the other languages (decision 0056, audit FS12).
  'A translated coupon name is at most 40 characters',
  'Products are filed under this category: move them before adding subcategories',
  'Guest purchases are closed: sign in or register to place a new order',
  // A checkout over several shops: its top-level shop name, and its tracking asked as one parcel (audit FX11, FX13).
  'Several shops',
  'This order has goods from several shops, each sent in its own parcel: open the tracking of each shop order (SH…)',
  // A shop's name in the other languages (decision 0056, audit FS12).
  'A translated shop name is at most 60 characters',
  "The shop name in Chinese looks like another shop's name",
  "The shop name in French looks like another shop's name",
  "The shop name in Thai looks like another shop's name",
  "The shop name in Lao looks like another shop's name",
  "The shop name in Spanish looks like another shop's name",
  // A Stripe success for other money than the order asked, given back (audit GN1).
  'Refunded: the payment was not the amount of this order',
  'The shopper closed their account and cannot be answered',
  // A member leaving an open shop nobody else can run (audit GW1).
  "You are the only one who can still sign in to run this open shop, so you cannot leave it now: write to the mall's customer service in the chat",
  // Money written with a thousands separator or a decimal comma (contract MONEY_WRITING, audit GU2).
  'Write the amount with a point before the cents and no thousands separators, e.g. 1999.50',
  // What Node's HTTP parser refuses, answered in the envelope (platform/client-errors.ts, audit GZ2).
  'The request is too long (its web address and headers): choose fewer filters or items at once',
  'The request took too long to arrive; please try again',
  'The request could not be read',
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
  /**
   * platform/strict-json.ts: `parameter validation failed: <what>`. A schema's refusal with a sentence answers the
   * sentence alone (platform/errors.ts, audit FN6); the optional field is for older forms.
   */
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
  /** modules/auth/auth.service.ts: the codes one address or phone may get in the hour, with the time left (AN15). */
  tooManyCodesForAddress: {
    regex: /^Too many codes for this address, please try again in (\d+) (seconds|minutes)$/,
    keep: [1],
    samples: [
      'Too many codes for this address, please try again in 42 minutes',
      'Too many codes for this address, please try again in 30 seconds',
    ],
  },
  /**
   * platform/messaging.ts: a number in a country the shop does not text (SMS_ALLOWED_COUNTRIES), with the dial codes
   * it does text and the way that works instead (audit AN11).
   */
  smsCountriesOnly: {
    regex: /^Text messages go only to numbers starting with (\+[\d, +]+); please use your e-mail instead$/,
    keep: [1],
    samples: [
      'Text messages go only to numbers starting with +86, +66, +856, +33, +34, +1; please use your e-mail instead',
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
  /** modules/users/account.service.ts: what keeps an account from closing, with its order or refund (audit AN8). */
  closeUnpaid: {
    regex: /^Your order (\S+) is waiting for payment: pay or cancel it before closing your account$/,
    keep: [1],
    samples: ['Your order PT20261204205538547572 is waiting for payment: pay or cancel it before closing your account'],
  },
  closeToShip: {
    regex:
      /^Your order (\S+) is paid and not shipped yet: wait for it or ask for a refund before closing your account$/,
    keep: [1],
    samples: [
      'Your order SH20261204205538547572 is paid and not shipped yet: wait for it or ask for a refund before closing your account',
    ],
  },
  closeToReceive: {
    regex: /^Your order (\S+) is on its way: confirm you received it before closing your account$/,
    keep: [1],
    samples: ['Your order SH20261204205538547572 is on its way: confirm you received it before closing your account'],
  },
  closeRefund: {
    regex: /^Your refund (\S+) is still open: wait for it to finish before closing your account$/,
    keep: [1],
    samples: ['Your refund RE20261204205538547572 is still open: wait for it to finish before closing your account'],
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
  /**
   * modules/checkout/holds.ts: the most of one SKU an account may hold in unpaid orders (decision 0010, audit P3); the
   * cart (cart.service.ts) says it too, of a line past the same cap.
   */
  atMostOfOneItem: {
    regex: /^You can order at most (\d+) of one item at a time$/,
    keep: [1],
    samples: ['You can order at most 20 of one item at a time'],
  },
  atMostOfOneItemHeld: {
    regex: /^You can order at most (\d+) of one item at a time; your unpaid orders already hold (\d+) of it$/,
    keep: [1, 2],
    samples: ['You can order at most 20 of one item at a time; your unpaid orders already hold 15 of it'],
  },
  /** modules/checkout/holds.ts: the most units in all of an account's unpaid orders together (audit AV3). */
  atMostItems: {
    regex: /^You can order at most (\d+) items at a time$/,
    keep: [1],
    samples: ['You can order at most 50 items at a time'],
  },
  atMostItemsHeld: {
    regex: /^You can order at most (\d+) items at a time; your unpaid orders already hold (\d+)$/,
    keep: [1, 2],
    samples: ['You can order at most 50 items at a time; your unpaid orders already hold 40'],
  },
  /** modules/checkout/checkout.service.ts */
  productOutOfStock: {
    regex: /^(.+) is out of stock$/s,
    keep: [1],
    samples: ['Nordic Oak Chair is out of stock'],
  },
  /** modules/checkout/lines.ts: a product of a checkout taken off sale or of a suspended shop (audit N6). */
  productNoLongerAvailable: {
    regex: /^(.+) is no longer available$/s,
    keep: [1],
    samples: ['Nordic Oak Chair is no longer available'],
  },
  /**
   * modules/catalog/merchant-products.service.ts: an edit that would remove an option units of unpaid orders are held
   * on (audit AO-A): the shop orders' numbers and the option's values.
   */
  skuHeldByUnpaidOrders: {
    regex: /^Unpaid orders ([A-Z0-9, ]+) hold (.+): it can be removed once they are paid or cancelled$/s,
    keep: [1, 2],
    samples: ['Unpaid orders SH20261204205538547572 hold Red / M: it can be removed once they are paid or cancelled'],
  },
  /**
   * modules/catalog/merchant-products.service.ts: the shop's sale switch, form or import would put on sale a product
   * the operator took down (audit FG8): the operator's reason, as written.
   */
  productTakenDown: {
    regex: /^The platform took this product down: "(.+)"\. It stays off sale until the platform lifts the takedown$/s,
    keep: [1],
    samples: [
      'The platform took this product down: "Counterfeit brand". It stays off sale until the platform lifts the takedown',
    ],
  },
  /** modules/checkout/pricing.ts: a checkout worth less than a card charge takes (audit DF2), and what to do. */
  payMinimum: {
    regex: /^The amount to pay by card must be at least (\d+\.\d{2}): (.+)$/s,
    translate: [2],
    keep: [1],
    samples: [
      'The amount to pay by card must be at least 0.50: add goods to the order',
      'The amount to pay by card must be at least 0.50: cancel this order and order it again with more goods',
    ],
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
  noticeUnknownVariable: {
    regex: /^Unknown variable: (.+)$/s,
    keep: [1],
    samples: ['Unknown variable: {total}'],
  },
  // Stage three: polish shopper (issue 22, items 4-8) patterns.
  // The first logistics event of a shipment (orders/merchant-orders.service.ts), stored in English, read in the
  // reader's language.
  logisticsHanded: {
    regex: /^Handed to (.+), tracking number (\S+)$/s,
    keep: [1, 2],
    samples: ['Handed to Kerry Express, tracking number KEX123456789'],
  },
  logisticsOwnDelivery: {
    regex: /^Out for delivery by the shop: (.+), phone (.+)$/s,
    keep: [1, 2],
    samples: ['Out for delivery by the shop: Somchai Dee, phone 0812345678'],
  },
  // A correction of the courier and tracking number of a shipment on its way (audit AM2).
  logisticsCorrected: {
    regex: /^Tracking corrected: (.+), tracking number (\S+)$/s,
    keep: [1, 2],
    samples: ['Tracking corrected: Kerry Express, tracking number KEX123456789'],
  },
  // modules/finance/payouts.ts: the amounts that decide a payout request (audit AM5), written by formatMoney 'en';
  // each language writes them its own way (money-text.ts), so they are not kept as they are.
  payoutAtMost: {
    regex: /^You can ask for at most (.+)$/s,
    samples: ['You can ask for at most $8.59', 'You can ask for at most $1,234.50'],
  },
  payoutMinimum: {
    regex: /^The smallest payout is (.+)$/s,
    samples: ['The smallest payout is $10.00'],
  },
  payoutBalanceBelowMinimum: {
    regex: /^The available balance of (.+) is below the smallest payout of (.+)$/s,
    samples: ['The available balance of $8.59 is below the smallest payout of $10.00'],
  },
  payoutInDebt: {
    regex: /^Nothing can be paid out: the shop owes (.+), paid off by its next sales$/s,
    samples: ['Nothing can be paid out: the shop owes $115.00, paid off by its next sales'],
  },
  // modules/finance/payout-bank.ts: the days a bank transfer may be recorded on (audit AW6).
  payoutDaysAllowed: {
    regex: /^The day of the transfer must be from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/,
    keep: [1, 2],
    samples: ['The day of the transfer must be from 2026-12-03 to 2026-12-06'],
  },
  importSameName: {
    regex: /^Your shop already has a product with this name \(ID (\d+(?:, \d+)*)\): importing it again adds another$/,
    keep: [1],
    samples: ['Your shop already has a product with this name (ID 322, 448): importing it again adds another'],
  },
  unknownRegionCodes: {
    regex: /^Unknown region code: (.+)$/s,
    keep: [1],
    samples: ['Unknown region code: ZZ, TH-999'],
  },
  termTaken: {
    regex: /^Already a word of another term here: (.+)$/s,
    keep: [1],
    samples: ['Already a word of another term here: 颜色 (简体中文)'],
  },
  // modules/catalog/product-import-file.ts: which limit a file is over, and by how much (audit FG4).
  importTooManyRows: {
    regex:
      /^The file has (\d+) rows below its header: an import takes at most 5000, split it into files of 5000 rows or fewer$/,
    keep: [1],
    samples: [
      'The file has 5194 rows below its header: an import takes at most 5000, split it into files of 5000 rows or fewer',
    ],
  },
  importTooLarge: {
    regex: /^The file is (\d+(?:\.\d)?) MB: an import takes at most 2 MB, split it into smaller files$/,
    samples: ['The file is 2.4 MB: an import takes at most 2 MB, split it into smaller files'],
  },
  // contract url-text.ts: a query parameter bounded in bytes of UTF-8, to meet its 400 before Node's 16 KB (brief HB).
  utf8TooLong: {
    regex: /^At most (\d+) bytes \(UTF-8\): a Thai, Lao or Chinese letter counts as 3, an accented letter as 2$/,
    keep: [1],
    samples: ['At most 3000 bytes (UTF-8): a Thai, Lao or Chinese letter counts as 3, an accented letter as 2'],
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

// ---- English's own wording of zod's texts (audit GE3) ----
// The code writes zod's default texts, which the other languages word through their formatters; English readers got
// them raw ("Too big: expected string to have <=100 characters"). These are English's formatters for those patterns;
// every other English message is read as it is written.

const ENGLISH_TYPES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'a text per language',
  array: 'a list',
  null: 'empty',
  NaN: 'a number',
  nan: 'a number',
  date: 'a date',
  bigint: 'a whole number',
  file: 'a file',
};
const englishType = (name: string) => ENGLISH_TYPES[name] ?? name;
const ENGLISH_UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  map: ['entry', 'entries'],
  file: ['byte', 'bytes'],
};
const englishLength = (origin: string, bound: string, n: string) => {
  const [one, many] = ENGLISH_UNITS[origin] ?? ['', ''];
  const amount = `${n} ${n === '1' ? one : many}`.trim();
  if (bound === '<=') return `At most ${amount}`;
  if (bound === '<') return `Fewer than ${amount}`;
  if (bound === '>=') return `At least ${amount}`;
  if (bound === '>') return `More than ${amount}`;
  return `Exactly ${amount}`;
};
const englishValue = (bound: string, n: string) => {
  if (bound === '<=') return `Must be ${n} or less`;
  if (bound === '<') return `Must be less than ${n}`;
  if (bound === '>=') return `Must be ${n} or more`;
  if (bound === '>') return `Must be more than ${n}`;
  return `Must be ${n}`;
};
/** `"0"|"1"|"true"` as a reader reads a list: `0, 1, true`. */
const englishOptions = (options: string) =>
  options
    .split(/\s*\|\s*/)
    .map((option) => option.replace(/^(["'])(.*)\1$/s, '$2'))
    .join(', ');

/** English's formatters of zod's texts (and of the refusal that carries one); a pattern not here stays as written. */
export const ENGLISH_PATTERNS: Partial<PatternFormatters> = {
  validationFailed: (field, detail) => `parameter validation failed: ${field ? `${field}: ` : ''}${detail}`,
  zodInvalidType: (expected, received) =>
    received === 'undefined' || received === 'null' ? 'This field is required' : `Must be ${englishType(expected)}`,
  zodInvalidValue: (expected) => `Must be ${englishOptions(expected)}`,
  zodInvalidOption: (options) => `Must be one of: ${englishOptions(options)}`,
  zodDiscriminator: (options) => `Must be one of: ${englishOptions(options)}`,
  zodTooBigLength: englishLength,
  zodTooSmallLength: englishLength,
  zodTooBigValue: (_type, bound, n) => englishValue(bound, n),
  zodTooSmallValue: (_type, bound, n) => englishValue(bound, n),
  zodPattern: () => 'Not in the right format',
};

/** English's wording of zod's fixed texts. */
export const ENGLISH_REWORDED: ReadonlyMap<string, string> = new Map([['Invalid input', 'This value is not accepted']]);
