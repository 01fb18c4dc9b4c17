import {
  formatMoney,
  isLocale,
  isNoticeKind,
  type Locale,
  NOTICE_KINDS,
  type NoticeAudience,
  type NoticeKind,
} from '@mall/contract';
import { knownTimeZone, zonedTime } from '../../platform/dates';
import { escapeHtml } from '../../platform/escape-html';
import { MALL_NAMES } from './mall-name';
import type { DisputeOutcome, DisputeStake } from './sources';
import { FRAMES, fill, type Template } from './templates';

/** What a notice says, in one language: for the message centre, an SMS, and an email's text and HTML parts. */
export type Rendered = { title: string; body: string };
export type RenderedEmail = { subject: string; text: string; html: string };
export type Sender = { name: string; logo: string };

const DATE_VARS = new Set(['payBy', 'validTo', 'dueBy', 'paidOtherAt']);
const MONEY_VARS = new Set([
  'amount',
  'available',
  'debt',
  'back',
  'total',
  'platform',
  'released',
  'refunded',
  'cost',
  'paid',
  'held',
  'paidOther',
]);
const DISPUTE_STAKES = ['pending', 'available', 'none'] as const satisfies DisputeStake[];
const DISPUTE_OUTCOMES = [
  'won',
  'won_nothing',
  'lost',
  'lost_closed',
  'lost_nothing',
  'closed',
] as const satisfies DisputeOutcome[];
/** An amount as the sources write it: a plain decimal ("2319.99"; " USD" after it in notices recorded before). */
const AMOUNT = /^(-?\d+\.\d{2})(?: USD)?$/;

/** The reader's language: their stored one, else the one the event was asked in, else English. */
export function readerLocale(stored: unknown, hint: unknown): Locale {
  if (isLocale(stored)) return stored;
  return isLocale(hint) ? hint : 'en';
}

/**
 * The values as the reader reads them: dates and amounts (with the store's currency symbol) in their language, a
 * decision in their words. A date is in the zone of the browser reading it (`browserZone`: the zone the notice's own
 * time is shown in beside it), else, in a mail or an SMS, in the zone of the browser the reader caused the event
 * from (`_zone`, the checkout's for a pay-by date; for a daily job's, the zone the reader's browser last named, else the
 * mall's: users/reader-zone.ts) or UTC, named (audit CI2: "pay by 3:19 UTC" read six hours before
 * the order in Vientiane).
 */
function localVars(
  locale: Locale,
  vars: Record<string, unknown>,
  symbol: string,
  browserZone: string | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...vars };
  for (const name of MONEY_VARS) {
    const amount = typeof vars[name] === 'string' ? AMOUNT.exec(vars[name])?.[1] : undefined;
    if (amount !== undefined) out[name] = formatMoney(amount, symbol, locale);
  }
  for (const name of DATE_VARS) {
    const value = vars[name];
    if (typeof value !== 'string') continue;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) continue;
    const eventZone = typeof vars._zone === 'string' && knownTimeZone(vars._zone) ? vars._zone : 'UTC';
    out[name] = zonedTime(locale, date, browserZone ?? eventZone, browserZone === undefined);
  }
  // A name kept in every language (a product's: `{ en: …, fr: … }`) reads in the reader's; a notice recorded before
  // names were kept holds the text alone.
  for (const [name, value] of Object.entries(vars)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const names = value as Record<string, unknown>;
    const local = names[locale] ?? names.en ?? Object.values(names).find((v) => typeof v === 'string');
    out[name] = typeof local === 'string' ? local : '';
  }
  // A dispute's stake and outcome for the shop, in the reader's words with its amounts (audit DM7); a notice recorded
  // before they were kept reads as it did then (the money held), or as closed.
  if ('dueBy' in vars && 'back' in vars) {
    const frame = FRAMES[locale];
    const stake = DISPUTE_STAKES.find((s) => s === vars.stake) ?? 'pending';
    out.stake = fill(frame[`dispute_stake_${stake}`], out);
    // The operator's opening notice says the same of the shop's money, in the operator's words (audit DT8).
    out.seenStake = fill(frame[`dispute_seen_stake_${stake}`], out);
    const outcome = DISPUTE_OUTCOMES.find((o) => o === vars.outcome) ?? 'closed';
    out.outcome = fill(frame[`dispute_${outcome}`], out);
    // The operator's closing notice says who won, in the shop's terms (audit DM7); one recorded before the outcome
    // was kept says what came back, as it did.
    const seen = DISPUTE_OUTCOMES.find((o) => o === vars.outcome) ?? 'before';
    out.verdict = fill(frame[`dispute_seen_${seen}`], out);
  }
  // A corrected shipment's details as they now are (audit FC2): a courier and tracking number, or the shop's deliverer.
  if (vars.method === 'send' || vars.method === 'deliver')
    out.shipment = fill(FRAMES[locale][`shipment_${vars.method}`], out);
  out.after = refundedAtStripeAfter(locale, vars, out);
  out.seenTotal = disputeWhole(locale, vars, out);
  out.takenFrom = takenFrom(locale, vars, out);
  // What is still held for a buyer after a refund made at Stripe paid part of it, or that nothing is (audit ET1).
  if ('held' in vars)
    out.heldLeft = fill(FRAMES[locale][positive(vars.held) ? 'held_left_some' : 'held_left_none'], out);
  if (vars.decision === 'approved' || vars.decision === 'rejected') {
    out.decision = FRAMES[locale][`decision_${vars.decision}`];
    out.change = changeAsked(locale, vars);
  }
  return out;
}

/** Whether an amount as the sources write it is more than zero. */
const positive = (value: unknown) => typeof value === 'string' && Number(AMOUNT.exec(value)?.[1] ?? 0) > 0;

/**
 * The whole dispute, for the operator (audit EI5), after the shop's part: its total; when opened, what of the payment
 * was already refunded to the buyer (the evidence to answer with) and the part no shop holds, which the platform bears
 * unless it is won; when lost, that part as the platform's loss. A notice recorded before these were kept adds nothing.
 * Only the operator's dispute texts use `{seenTotal}`.
 */
function disputeWhole(locale: Locale, vars: Record<string, unknown>, out: Record<string, unknown>): string {
  if (!('total' in vars)) return '';
  const frame = FRAMES[locale];
  const gap = locale === 'zh-CN' ? '' : ' ';
  const closed = typeof vars.outcome === 'string' && vars.outcome !== '';
  const sentences = closed
    ? [
        frame.dispute_seen_total_closed,
        String(vars.outcome).startsWith('lost') && positive(vars.released) ? frame.dispute_seen_released_lost : '',
        String(vars.outcome).startsWith('lost') && positive(vars.platform) ? frame.dispute_seen_platform_lost : '',
        // The buyer of a refund closed for customer service was paid another way before: paid again (audit EY1).
        String(vars.outcome).startsWith('lost') && positive(vars.paidOther) ? frame.dispute_seen_paid_other_lost : '',
      ]
    : [
        frame.dispute_seen_total_open,
        positive(vars.released) ? frame.dispute_seen_released_open : '',
        positive(vars.platform) ? frame.dispute_seen_platform_open : '',
        positive(vars.refunded) ? frame.dispute_seen_refunded : '',
      ];
  return sentences
    .filter((s) => s !== '')
    .map((s) => `${gap}${fill(s, out)}`)
    .join('');
}

/**
 * Where a refund made at Stripe was taken from, for the shop (audit EI7): its pending money, or its available balance
 * once the order was settled, with the debt that left when the balance went below zero. A notice recorded before
 * reads as it did. Only `payment_taken_back`'s texts use `{takenFrom}`.
 */
function takenFrom(locale: Locale, vars: Record<string, unknown>, out: Record<string, unknown>): string {
  const frame = FRAMES[locale];
  if (vars.from !== 'pending' && vars.from !== 'available') return frame.taken_from_before;
  const gap = locale === 'zh-CN' ? '' : ' ';
  const from = fill(frame[`taken_from_${vars.from}`], out);
  const taken = positive(vars.debt) ? `${from}${gap}${fill(frame.taken_debt, out)}` : from;
  // Money that paid the buyer's own refund request, whose share the shop bore already, is named as such (audit EP5);
  // what it cost beyond that, if anything, follows as its own sentence.
  if (typeof vars.pays !== 'string' || vars.pays === '') return taken;
  const pays = fill(frame.taken_pays_refund, out);
  return positive(vars.cost) ? `${pays}${gap}${taken.charAt(0).toUpperCase()}${taken.slice(1)}` : pays;
}

/**
 * What came with a refund Stripe made to the shopper's card (`order_refunded_at_stripe`, audits DT3, DT9): the order
 * closed when it emptied one not shipped, and the points and coupons given back then, only those and only when some
 * were. A notice recorded before these were kept was about a closed order, and reads as it did. Only that kind's
 * texts and those of a dispute lost that closed the order (`order_closed_by_dispute`, audit EI4) use `{after}`.
 */
function refundedAtStripeAfter(locale: Locale, vars: Record<string, unknown>, out: Record<string, unknown>): string {
  const frame = FRAMES[locale];
  const gap = locale === 'zh-CN' ? '' : ' ';
  if (!('closed' in vars)) return `${gap}${frame.refunded_at_stripe_before}`;
  const points = Number(vars.points ?? 0);
  const sentences = [
    vars.closed === true ? frame.refunded_at_stripe_closed : '',
    points > 0 ? fill(frame.refunded_at_stripe_points, { ...out, points }) : '',
    Number(vars.coupons ?? 0) > 0 ? frame.refunded_at_stripe_coupons : '',
  ];
  return sentences
    .filter((s) => s !== '')
    .map((s) => `${gap}${s}`)
    .join('');
}

/**
 * Which change of a shop the platform decided: its new name, new qualification pictures, or both, so that a shop with
 * two requests in a week knows which one was refused (audit CI11). A notice recorded before says "the shop profile".
 */
function changeAsked(locale: Locale, vars: Record<string, unknown>): string {
  const frame = FRAMES[locale];
  const name = typeof vars.newName === 'string' ? vars.newName : '';
  const pictures = vars.newPictures === true;
  if (name && pictures) return fill(frame.change_both, { name });
  if (name) return fill(frame.change_name, { name });
  return pictures ? frame.change_pictures : frame.change_some;
}

/**
 * A notice in the reader's language; `symbol` is the store's currency symbol (home settings); `browserZone` the time
 * zone of the browser reading it, when it is read in one (the message centre), not sent.
 */
export function renderNotice(
  template: Template,
  locale: Locale,
  vars: Record<string, unknown>,
  symbol: string,
  browserZone?: string,
): Rendered {
  const values = localVars(locale, vars, symbol, browserZone);
  return { title: fill(template.subject, values), body: fill(template.text, values) };
}

/**
 * An absolute address of a page: storefront routes for shoppers, console routes for staff (hash routes). A shopper's
 * page in the language the mail is written in (`locale`): the storefront's route with its language prefix (`/#/th/…`;
 * English has none), so that a Thai mail opens the page in Thai in any browser, not in the browser's (audit GM F5).
 */
export function pageUrl(publicUrl: string, audience: NoticeAudience, link: string, locale: Locale = 'en'): string {
  if (!link) return publicUrl;
  // A shopper's invitation to a shop's staff opens the console's accept page (decision 0050).
  if (link.startsWith('/console/#/')) return `${publicUrl.replace(/\/$/, '')}${link}`;
  const base = publicUrl.replace(/\/$/, '');
  // The console's pages read their language from `lang` once (audit GM F7), as the shopper's read it from the path.
  if (audience !== 'shopper') return `${base}/console/${locale === 'en' ? '' : `?lang=${locale}`}#${link}`;
  return `${base}/#${locale === 'en' ? '' : `/${locale}`}${link}`;
}

/** The mall's own letterhead: its decisions and its messages to a shop are signed by the mall (audit CI14). */
export const mallSender = (locale: Locale): Sender => ({ name: MALL_NAMES[locale], logo: '' });

/**
 * Kinds a shop causes and the shopper reads (shipped, a refund the shop decided, a review or chat answered): signed
 * with the shop's name and logo. Every other message is the mall's: what it decided for or against a shop (a refund
 * accepted for it when it did not answer), the money it paid back, and what it tells a shop's staff.
 */
const SHOP_SIGNED = new Set<string>([
  'order_shipped',
  'order_out_for_delivery',
  'order_shipment_corrected',
  'order_delivered',
  'refund_accepted',
  'refund_refused',
  'refund_goods_received',
  'review_replied',
  'chat_answered',
]);

/** Who signs a notice's email: the shop for what it caused, else the mall (in the mail's language). */
export function senderOf(kind: string, shop: { name: string | null; logo: string | null }, locale: Locale): Sender {
  return SHOP_SIGNED.has(kind) && shop.name ? { name: shop.name, logo: shop.logo ?? '' } : mallSender(locale);
}

/**
 * The email: a plain-text part, and an HTML part whose layout is fixed here; every word in it (template and values)
 * is escaped, so neither the operator nor a shop name can bring markup in. Its sender (`senderOf`) heads and signs it;
 * a staff member, who has no choice of messages, is not told to choose.
 */
export function renderEmail(
  rendered: Rendered,
  locale: Locale,
  opts: { url: string; sender: Sender; publicUrl: string; kind: NoticeKind | string },
): RenderedEmail {
  const frame = FRAMES[locale];
  const staff = isNoticeKind(opts.kind) && NOTICE_KINDS[opts.kind].audience !== 'shopper';
  const footer = fill(staff ? frame.footer_staff : frame.footer, { mall: opts.publicUrl });
  const text = `${rendered.body}\n\n${opts.url}\n\n--\n${opts.sender.name}\n${footer}`;
  const logo = opts.sender.logo
    ? `<img src="${escapeHtml(absolute(opts.publicUrl, opts.sender.logo))}" alt="" width="48" height="48" style="border-radius:8px;vertical-align:middle">`
    : '';
  const paragraphs = rendered.body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(rendered.title)}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:system-ui,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px" data-kind="${escapeHtml(String(opts.kind))}">
<div style="margin-bottom:16px">${logo} <strong style="font-size:18px;vertical-align:middle">${escapeHtml(opts.sender.name)}</strong></div>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(rendered.title)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(opts.url)}" style="background:#e93323;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none">${escapeHtml(frame.open)}</a></p>
<p style="font-size:12px;color:#888">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject: rendered.title, text, html };
}

function absolute(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
