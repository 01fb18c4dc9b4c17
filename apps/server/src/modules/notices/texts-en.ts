/** Built-in texts of every notice kind, in English: [subject, text]; `{name}` is a variable (see NOTICE_KINDS). */
export const EN: Record<string, [string, string]> = {
  order_placed: [
    'Order {orderNo} is placed',
    'Thank you for your order {orderNo} of {amount}. Please pay by {payBy}; an unpaid order is cancelled then.',
  ],
  order_paid: [
    'Order {orderNo} is paid',
    'We received your payment of {amount} for order {orderNo}. The shop is preparing it.',
  ],
  order_cancelled: [
    'Order {orderNo} was cancelled',
    'Order {orderNo} was not paid in time, so it was cancelled and its goods went back on sale.',
  ],
  order_shipped: [
    'Order {orderNo} is on its way',
    '{shop} shipped your order {orderNo} with {courier}, tracking number {trackingNo}.',
  ],
  order_out_for_delivery: [
    'Order {orderNo} is on its way',
    '{shop} is bringing your order {orderNo} itself: {deliverer} delivers it, phone {phone}.',
  ],
  order_shipment_corrected: [
    'The delivery details of order {orderNo} changed',
    '{shop} corrected the delivery details of your order {orderNo}. {shipment}',
  ],
  order_delivered: ['Order {orderNo} is delivered', '{shop} delivered your order {orderNo}. Enjoy it!'],
  order_received: [
    'Order {orderNo} was marked received',
    'Your order {orderNo} from {shop} was marked received automatically. You can review it now.',
  ],
  refund_accepted: [
    'Your request {refundNo} was accepted',
    '{shop} accepted your after-sales request {refundNo} for {amount}.',
  ],
  refund_refused: [
    'Your request {refundNo} was refused',
    '{shop} refused your after-sales request {refundNo}: {reason}',
  ],
  refund_goods_received: [
    'The goods of request {refundNo} arrived',
    '{shop} received the goods you sent back for request {refundNo}; the refund follows.',
  ],
  refund_paid: ['Refund {refundNo} is paid', '{amount} of request {refundNo} with {shop} was paid back to you.'],
  refund_failed: [
    'Refund {refundNo} did not reach your card',
    'Stripe could not pay {amount} of request {refundNo} with {shop} back to your card, and that money came back to the mall. The mall pays it back to your card again; you have nothing to do. If the card was closed, contact customer service.',
  ],
  refund_closed_unpaid: [
    'Request {refundNo} could not be paid back by card',
    "{shop} accepted your after-sales request {refundNo} ({amount}), but Stripe no longer holds enough of your payment to refund it to your card, so the request is closed. The mall's customer service settles it with you; you can also write to them.",
  ],
  refund_failed_closed: [
    'Refund {refundNo} could not be paid to your card',
    "Stripe could not pay the refund of request {refundNo} with {shop} ({amount}) back to your card, for the third time, so the mall no longer pays it by card and the request is closed. The money is kept for you: the mall's customer service settles it with you another way; you can also write to them.",
  ],
  refund_paid_another_way: [
    'Refund {refundNo} was paid to you another way',
    "The mall's customer service paid you {amount} of request {refundNo} with {shop} another way, since it could not be paid back to your card. Reference: {reference}. If it has not reached you within a few days, write to customer service.",
  ],
  refund_paid_at_stripe: [
    'Refund {refundNo} reached your card',
    "The mall's customer service paid {amount} of request {refundNo} with {shop} back to your card, from the money kept for you after the card refunds failed. Your bank may take a few days to show it.",
  ],
  refund_paid_at_stripe_failed: [
    'Refund {refundNo} did not reach your card after all',
    'The {amount} of request {refundNo} with {shop} that customer service paid back to your card was returned by the card payment network: it did not reach your card after all. The mall holds the money for you again, and customer service will settle it with you. You do not need to do anything.',
  ],
  refund_dispute_won_held: [
    'Your bank took back the money of refund {refundNo}',
    "Through your payment dispute, your bank had given you {amount} of request {refundNo} with {shop}, from the money the mall kept for you after the card refunds failed. The dispute was then decided in the mall's favour, so your bank took that money back. The mall holds it for you again, and customer service will settle it with you. You do not need to do anything.",
  ],
  order_refunded_at_stripe: [
    '{amount} refunded to your card for order {orderNo}',
    '{amount} of your payment for order {orderNo} with {shop} was refunded to your card by the mall.{after}',
  ],
  order_closed_by_dispute: [
    'Order {orderNo} is closed: your bank gave your payment back',
    'After your payment dispute, your bank gave you back {amount} for order {orderNo} with {shop}.{after}',
  ],
  refund_accepted_overdue: [
    'Your request {refundNo} was accepted',
    '{shop} did not answer your after-sales request {refundNo} in time, so the mall accepted it for the shop: {amount}.',
  ],
  return_received_overdue: [
    'The goods of request {refundNo} count as received',
    '{shop} did not confirm in time that the goods you sent back for request {refundNo} arrived, so they count as received; the refund follows.',
  ],
  review_replied: ['{shop} replied to your review', '{shop} replied to your review of {product}.'],
  chat_answered: ['{shop} answered you in chat', '{shop} answered your message. Open the chat to read it and reply.'],
  coupon_expiring: ['Your coupon expires soon', 'Your coupon "{coupon}" expires on {validTo}. Use it before then.'],
  application_approved: [
    'Your shop {shop} is open',
    'Your application for {shop} was approved. Sign in to the merchant console to set up the shop.',
  ],
  application_rejected: [
    'Your application for {shop} was not approved',
    'The reviewer\'s note, in their own words: "{reason}"',
  ],
  staff_invited: [
    '{shop} invites you to help run the shop',
    '{shop} invited you to join its staff on the Mall: you would answer shoppers, ship orders and handle refunds in the merchant console. Open the invitation to accept it; it works for 7 days.',
  ],
  staff_removed: [
    'You no longer help run {shop}',
    'You were removed from the staff of {shop}: its merchant console is closed to you. Your own orders and your account are unchanged.',
  ],
  new_order: ['New order {orderNo} to ship', 'Order {orderNo} of {amount} was paid and waits to be shipped.'],
  refund_asked: [
    'After-sales request {refundNo}',
    'A shopper asked for {amount} back on order {orderNo} (request {refundNo}). Please decide.',
  ],
  refund_auto_accepted: [
    'Request {refundNo} was accepted automatically',
    'Request {refundNo} on order {orderNo} ({amount}) was not decided in time, so it was accepted for your shop.',
  ],
  return_auto_received: [
    'Return {refundNo} counts as received',
    'The goods sent back for request {refundNo} on order {orderNo} were not confirmed in time: they count as received and {amount} was paid back to the shopper.',
  ],
  shop_change_decided: [
    'Your change to {shop} was {decision}',
    'The platform {decision} your change to {shop}: {change}. {reason}',
  ],
  shop_suspended: [
    'Your shop {shop} is suspended',
    'The platform suspended {shop}: "{reason}". Its products are off the storefront, and selling, prices, coupons and the shop profile wait until it is reopened. You can still ship and refund orders already paid, decide refund requests, answer messages and ask for a payout of your available balance (the platform reviews it). If you have questions, write to the platform\'s customer service.',
  ],
  shop_reopened: [
    'Your shop {shop} is open again',
    'The platform reopened {shop}: its products are back on the storefront, and selling, prices, coupons and the shop profile work again.',
  ],
  balance_adjusted: [
    "Your shop's balance was adjusted by {amount}",
    'The platform adjusted the balance of {shop} by {amount}: "{reason}". Available now: {available}; debt: {debt} (your next sales pay off a debt first). If you have questions, write to the platform\'s customer service.',
  ],
  payment_taken_back: [
    'Stripe gave back {amount} of order {orderNo}',
    "Stripe gave {amount} of order {orderNo} back to the buyer without the mall ({ref}); {takenFrom} If the goods have shipped, the platform settles with you what you keep: write to the platform's customer service.",
  ],
  payment_taken_back_closed: [
    'Do not ship order {orderNo}: Stripe gave its money back',
    'Stripe gave all the money of order {orderNo} ({amount}) back to the buyer without the mall ({ref}). The order was not shipped yet, so it is closed as refunded and its goods are back in stock: do not ship it.',
  ],
  payment_taken_back_failed: [
    'A Stripe refund of order {orderNo} failed: {amount} is back',
    "The refund {ref} that Stripe made of {amount} of order {orderNo} without the mall failed: the buyer did not get that money, and it was put back into this order's money in your balance. A refund of the mall it had paid is paid again through Stripe; you have nothing to do.",
  ],
  dispute_opened: [
    'Order {orderNo} is disputed by the buyer',
    'The buyer disputed the payment of order {orderNo} with their bank. {stake} Evidence is due by {dueBy}: send the platform the proof of delivery and your exchanges with the buyer at once.',
  ],
  dispute_closed: [
    'The dispute over order {orderNo} is closed',
    'The dispute over the payment of order {orderNo} is closed: {outcome}',
  ],
  product_taken_down: [
    '{product} was taken down by the platform',
    'The platform took {product} off sale: "{reason}". Your shop cannot put it back on sale until the platform lifts the takedown; you can still edit it to fix what the reason names, then write to the platform\'s customer service.',
  ],
  product_restored: [
    'The platform lifted the takedown of {product}',
    'The platform lifted the takedown of {product}. It is still off sale: put it on sale again from your products when you are ready.',
  ],
  low_stock: ['{product} is running low', 'Only {stock} left of {product} ({sku}).'],
  staff_joined: [
    '{name} joined {shop}',
    '{name} accepted your invitation and now helps run {shop} in the merchant console. You can remove them on the Staff page.',
  ],
  staff_left: [
    '{name} left {shop}',
    '{name} left the staff of {shop}: the merchant console is closed to them, and the conversations they held are back among the unassigned ones.',
  ],
  staff_removed_by_platform: [
    'The platform removed {name} from {shop}',
    "The platform removed {name} from the staff of {shop}: the merchant console is closed to them, the conversations they held are back among the unassigned ones, and the alerts you had sent them go to them no more. If you have questions, write to the platform's customer service.",
  ],
  application_submitted: ['New shop application: {shop}', 'An application to open {shop} waits for review.'],
  payout_asked: ['Payout {payoutNo} to review', '{shop} asked for a payout of {amount} ({payoutNo}).'],
  provider_refund_seen: [
    'Stripe gave back {amount} of order {orderNo}',
    "Stripe gave {amount} of order {orderNo} ({shop}) back to the buyer without the mall ({ref}); it was booked against the shop's balance. If the goods shipped, settle with the shop (an adjustment).",
  ],
  refund_failed_seen: [
    'Refund {refundNo} failed at Stripe',
    'Stripe reported the card refund of request {refundNo} (order {orderNo}, {shop}, {amount}) failed: the money is back in the Stripe balance. The request is paying again and the mall pays it again through Stripe; if it fails again, pay the buyer another way.',
  ],
  provider_refund_failed_seen: [
    'A Stripe refund of order {orderNo} failed',
    'The refund {ref} made at Stripe for {amount} of order {orderNo} ({shop}) failed: the money is back in the Stripe balance and was booked back to the shop. If the order was closed for it, settle it with the buyer and the shop.',
  ],
  refund_closed_unpaid_seen: [
    'Request {refundNo} closed: Stripe cannot pay it',
    '{shop} accepted request {refundNo} (order {orderNo}, {amount}), but Stripe no longer holds enough of the payment to refund it by card, so it was closed. Settle it with the buyer and the shop (an adjustment).',
  ],
  refund_failed_closed_seen: [
    'Refund {refundNo} failed three times: pay the buyer another way',
    'The card refund of request {refundNo} (order {orderNo}, {shop}, {amount}) failed at Stripe for the third time, so the mall no longer pays it through Stripe and the request is closed. The money is back in the Stripe balance and held by the platform for the buyer (platform adjustments): pay the buyer another way and book it.',
  ],
  refund_held_released_seen: [
    'Money held for refund {refundNo} paid to the buyer',
    'The refund {ref} made at Stripe paid the buyer {amount} of the money the platform held for request {refundNo} (order {orderNo}, {shop}) after its card refunds failed: that holding is released (platform adjustments), the shop untouched. {heldLeft}',
  ],
  refund_held_again_seen: [
    'Refund {refundNo} failed at Stripe: money held for the buyer again',
    'The refund {ref} made at Stripe, which paid the buyer {amount} of the money the platform held for request {refundNo} (order {orderNo}, {shop}), failed: the money is back in the Stripe balance and held by the platform for the buyer again (platform adjustments), the shop untouched. Now held for the buyer: {held}; pay them another way and book it.',
  ],
  refund_dispute_won_held_seen: [
    'Dispute won on order {orderNo}: money held for refund {refundNo} again',
    'The dispute {ref} over order {orderNo} ({shop}), whose chargeback had paid the buyer {amount} of the money the platform held for request {refundNo}, was won: the funds are back in the Stripe balance and held by the platform for the buyer again (platform adjustments), the shop untouched. Now held for the buyer: {held}; pay them another way and book it.',
  ],
  refund_paid_twice_seen: [
    'Refund at Stripe after request {refundNo} was paid another way',
    'The refund {ref} made at Stripe ({amount}, order {orderNo}, {shop}) came after the buyer of request {refundNo} had already been paid {paidOther} another way (last on {paidOtherAt}). It paid first what was still held for the buyer, if anything, and the rest was booked as any refund made at Stripe: it may pay the buyer twice. Check it with the buyer and the shop, and settle it with an adjustment if so.',
  ],
  dispute_opened_seen: [
    'Dispute on order {orderNo}: evidence due by {dueBy}',
    'The buyer disputed the payment of order {orderNo} ({shop}, {amount}). Answer it in Stripe by {dueBy}; {seenStake}{seenTotal}',
  ],
  dispute_closed_seen: [
    'Dispute on order {orderNo} closed',
    'The dispute over order {orderNo} ({shop}, {amount}) is closed: {verdict}{seenTotal}',
  ],
  chat_waiting: [
    '{shopper} is waiting for an answer in chat',
    '{shopper} wrote to your shop and has had no answer yet. Answer in the chat inbox.',
  ],
  chat_waiting_seen: [
    '{shopper} is waiting for customer service',
    "{shopper} wrote to the mall's customer service and has had no answer yet. Answer in the customer service inbox.",
  ],
};

/** The words around every email (footer, button) and of the verification codes. */
export const EN_FRAME = {
  open: 'Open',
  footer: 'You get this message because of your account at {mall}. Choose which messages you get in your account.',
  /** A shop's staff cannot choose their messages (audit CI14): the footer does not tell them to. */
  footer_staff: 'You get this message because of your account at {mall}.',
  /** What a corrected shipment now is (order_shipment_corrected's `{shipment}`, audit FC2). */
  shipment_send: 'It travels with {courier}, tracking number {trackingNo}.',
  shipment_deliver: 'The shop brings it itself: {deliverer}, phone {phone}.',
  code_register: [
    'Your Mall verification code: {code}',
    'Your verification code is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this email.',
  ],
  code_reset: [
    'Reset your Mall password: {code}',
    'Your code to reset the password is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this email; your password stays as it is.',
  ],
  account_exists: [
    'You already have a Mall account',
    'Someone asked to register with this address, which already has an account. Sign in, or reset your password if you forgot it. If it was not you, ignore this email.',
  ],
  code_sms: ['', '[Mall] Your verification code is {code}, valid for 10 minutes.'],
  code_password: [
    'Your Mall code to set a password: {code}',
    '[Mall] Your code to set a password is {code}, valid for 10 minutes. If you did not ask for it, someone may be using your account: do not share it.',
  ],
  password_set: [
    'Your Mall password was set',
    '[Mall] A password was just set for your account. If it was not you, reset your password at once or contact us.',
  ],
  social_linked: [
    '{provider} sign-in was added to your Mall account',
    'Signing in with {provider} now opens your Mall account. If this was not you, remove the {provider} sign-in under "Linked sign-ins" in your account and change your password.',
  ],
  staff_invite_register: [
    '{shop} invites you to help run the shop on Mall',
    '{shop} invited this address to join its staff on Mall. To accept, first create a Mall account with this e-mail address, then open this link within 7 days: {link} If you do not know this shop, ignore this email.',
  ],
  code_account: [
    'Your Mall code to confirm it is you: {code}',
    '[Mall] Your code to confirm a change to your account is {code}, valid for 10 minutes. If you did not ask for it, someone may be using your account: do not share it.',
  ],
  code_email: [
    'Confirm your new Mall e-mail: {code}',
    'Your code to use this address for your Mall account is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this email.',
  ],
  email_in_use: [
    'This address already has a Mall account',
    'Someone asked to use this address for another Mall account. It already belongs to an account, so nothing changed. If it was not you, ignore this email.',
  ],
  email_changed: [
    'Your Mall e-mail was changed',
    '[Mall] The e-mail address of your account was changed to {to}. If it was not you, contact us at once.',
  ],
  phone_changed: [
    'Your Mall phone number was changed',
    '[Mall] The phone number of your account was changed to {to}. If it was not you, contact us at once.',
  ],
  account_closed: [
    'Your Mall account was closed',
    '[Mall] Your account was closed and its personal data removed. Your orders stay with the shops for their books. If it was not you, contact us at once.',
  ],
  decision_approved: 'approved',
  decision_rejected: 'refused',
  dispute_stake_pending: "{amount} of this order's money in your pending balance is held until the dispute closes.",
  dispute_stake_available:
    'The order was already settled: {amount} is taken from your available balance until the dispute closes.',
  dispute_stake_none: "None of your balance is at stake: this order's money was already given back to the buyer.",
  dispute_won: 'the mall won it, and the {back} taken from your balance came back to it.',
  dispute_won_nothing: 'the mall won it. Nothing of your balance had been taken.',
  dispute_lost: 'the buyer won it: the {amount} taken from your balance went to the buyer and does not come back.',
  dispute_lost_nothing:
    "the buyer won it. It costs you nothing: this order's money had already been given back to the buyer.",
  dispute_lost_closed:
    'the buyer won it: the {amount} taken from your balance went to the buyer. The order was not shipped, so it is closed as refunded and its goods are back in stock: do not ship it.',
  dispute_closed: 'it closed without a chargeback; nothing of your balance is held any more.',
  dispute_seen_won: "the mall won it; the {back} taken from the shop's balance came back to it.",
  dispute_seen_won_nothing: "the mall won it; nothing of the shop's balance had been taken.",
  dispute_seen_lost: "the buyer won it; the {amount} taken from the shop's balance went to the buyer.",
  dispute_seen_lost_nothing:
    "the buyer won it; it costs the shop nothing, the order's money had already been given back.",
  dispute_seen_lost_closed:
    "the buyer won it; the {amount} taken from the shop's balance went to the buyer. The order had not shipped: it is closed as refunded and its goods are back in stock.",
  dispute_seen_closed: 'it closed without a chargeback; nothing is held any more.',
  dispute_seen_before: '{back} came back.',
  dispute_seen_stake_pending: "the order's money is held in the shop's pending balance until it closes.",
  dispute_seen_stake_available:
    "the order was already settled: {amount} is taken from the shop's available balance until it closes.",
  dispute_seen_stake_none:
    "none of the shop's balance is at stake: the order's money was already given back to the buyer.",
  dispute_seen_total_open: 'The dispute is for {total} of the payment in all.',
  dispute_seen_released_open:
    '{released} of it is money the platform holds for the buyer of a refund closed for customer service: the chargeback pays it to the buyer, so that holding is released, unless the dispute is won.',
  dispute_seen_platform_open:
    '{platform} of it is more than the shops still hold of the payment: the platform bears that part unless the dispute is won.',
  dispute_seen_refunded:
    '{refunded} of this payment was already refunded to the buyer: answer the dispute with that refund as evidence.',
  dispute_seen_total_closed: 'The dispute was for {total} of the payment in all.',
  dispute_seen_released_lost:
    '{released} of it was money the platform held for the buyer of a refund closed for customer service: the chargeback paid it to the buyer, so that holding is released, not a loss (platform adjustments).',
  dispute_seen_platform_lost:
    "{platform} of it was more than the shops held: that is the platform's loss (platform adjustments).",
  dispute_seen_paid_other_lost:
    'The buyer had already been paid {paidOther} another way for a refund closed for customer service (last on {paidOtherAt}): the chargeback paid them again.',
  taken_from_pending: "{cost} was taken from this order's money in your pending balance.",
  taken_from_available: 'the order was already settled, so {cost} was taken from your available balance.',
  taken_debt: 'Your available balance is now below zero: your shop owes {debt}, which your next sales pay first.',
  taken_from_before: "it was taken from this order's money in your balance.",
  taken_pays_refund:
    "this money paid the buyer's refund request {pays} ({paid}), whose payment to the card had failed: your shop already bore that refund when it was accepted, so nothing more is taken from your balance for it.",
  held_left_some: 'Still held for the buyer: {held}; pay it too and book it.',
  held_left_none: 'Nothing is held for the buyer any more.',
  refunded_at_stripe_closed: 'The order was not shipped: it is closed.',
  refunded_at_stripe_points: 'The {points} points you used on it are back in your account.',
  refunded_at_stripe_coupons: 'The coupons you used on it are back in your account.',
  refunded_at_stripe_before:
    'The order was not shipped: it is closed, and the points and coupons you used on it are back in your account.',
  change_name: 'the new name "{name}"',
  change_pictures: 'new qualification pictures',
  change_both: 'the new name "{name}" and new qualification pictures',
  change_some: 'the shop profile',
  // The platform disabled, or enabled again, the account (audit GM F4): told to its holder at once.
  account_disabled: [
    'Your Mall account was disabled',
    '[Mall] The platform disabled your account: you can no longer sign in, and your devices were signed out. If you think this is a mistake, contact customer service.',
  ],
  account_enabled: [
    'Your Mall account was enabled again',
    '[Mall] The platform enabled your account again: you can sign in as before.',
  ],
};
