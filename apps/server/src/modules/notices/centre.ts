import {
  isNoticeKind,
  type Locale,
  NOTICE_KIND_NAMES,
  NOTICE_KINDS,
  type Notice,
  type NoticeAudience,
  type NoticeKind,
  type Page,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { invalid } from '../../platform/errors';
import { signalRealtime } from '../../platform/realtime';
import { getSetting } from '../content/settings';
import { readerLocale, renderNotice } from './render';
import { customTemplates, pickTemplate } from './templates';

/**
 * The on-site message centre of one reader: a shopper, a staff member of a shop (their shop's notices only) or an
 * operator. Messages are rendered in the reader's language when read.
 */
export type Reader = { userId: number; audience: NoticeAudience; merchantId?: number };

/**
 * The reader's notices in the bell: those delivered on the site. A reader who turned the site channel off for a kind
 * gets its emails or SMS only (audit L5): its notice row exists for those deliveries, with no `site` delivery.
 */
const scope = (r: Reader) =>
  sql`n.user_id = ${r.userId} AND n.audience = ${r.audience} ${
    r.audience === 'merchant' ? sql`AND n.merchant_id = ${r.merchantId ?? -1}` : sql``
  } AND EXISTS (SELECT 1 FROM notice_deliveries sd WHERE sd.notice_id = n.id AND sd.channel = 'site')`;

export async function listNotices(
  db: Queryable,
  reader: Reader,
  query: { page: number; limit: number; kind?: NoticeKind; unread?: boolean },
  /** The language of the page reading them, when the request names one: before the account's own (audit R3: a
   * shopper who switched the shop to Thai read their notices in the language they had registered in). */
  stated: Locale | undefined,
  /** The time zone of the browser reading them (`X-Time-Zone`): their dates in it, as their own times (audit CI2). */
  zone?: string,
): Promise<Page<Notice>> {
  const kind = query.kind ? sql`AND n.kind = ${query.kind}` : sql``;
  const unread =
    query.unread === undefined ? sql`` : query.unread ? sql`AND n.read_at IS NULL` : sql`AND n.read_at IS NOT NULL`;
  const { rows, total } = await countedPage<{
    id: string;
    kind: string;
    vars: Record<string, unknown>;
    link: string;
    read_at: string | null;
    created_at: string;
    locale: string | null;
    total: number;
  }>(
    db,
    query,
    (window) => sql`
    SELECT n.id, n.kind, n.vars, n.link, n.read_at, n.created_at, u.locale, count(*) OVER ()::int AS total
    FROM notices n JOIN users u ON u.id = n.user_id
    WHERE ${scope(reader)} ${kind} ${unread}
    ORDER BY n.id DESC ${window}`,
  );
  const templates = await customTemplates(db);
  const { currencySymbol } = await getSetting(db, 'home');
  const list = rows.flatMap((r) => {
    if (!isNoticeKind(r.kind)) return [];
    const locale = stated ?? readerLocale(r.locale, 'en');
    const { title, body } = renderNotice(pickTemplate(templates, r.kind, locale), locale, r.vars, currencySymbol, zone);
    return [
      {
        id: Number(r.id),
        kind: r.kind,
        title,
        body,
        link: r.link,
        read: r.read_at !== null,
        createTime: new Date(r.created_at).toISOString(),
      },
    ];
  });
  return { list, total, page: query.page, limit: query.limit };
}

export async function unreadCount(db: Queryable, reader: Reader): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM notices n WHERE ${scope(reader)} AND n.read_at IS NULL`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * Marks the reader's own messages read (another reader's ids are ignored); answers how many changed. "All" marks only
 * what the page listed when it names it (audit FC4): none newer than `upTo`, only its `kind`.
 */
export async function markRead(
  db: Queryable,
  reader: Reader,
  what: { ids: number[] } | { all: true; upTo?: number; kind?: NoticeKind },
) {
  const which =
    'ids' in what
      ? sql`AND n.id = ANY(${`{${what.ids.join(',')}}`}::bigint[])`
      : sql`${what.upTo === undefined ? sql`` : sql`AND n.id <= ${what.upTo}`} ${
          what.kind === undefined ? sql`` : sql`AND n.kind = ${what.kind}`
        }`;
  const { rows } = await db.execute(sql`
    UPDATE notices n SET read_at = now() WHERE ${scope(reader)} AND n.read_at IS NULL ${which} RETURNING n.id`);
  // The reader's other tabs, and their console or storefront, refetch their bell and list at once, as for a new
  // notice, instead of showing them unread until their next poll (audit CI3).
  if (rows.length > 0) await signalRealtime(db, { type: 'notice', userIds: [reader.userId] });
  return rows.length;
}

type Pref = { kind: NoticeKind; email: boolean; sms: boolean; site: boolean; optional: boolean };

/** The kinds this audience gets, with the reader's channels; transactional kinds are always on. */
export async function preferences(db: Queryable, reader: Reader): Promise<Pref[]> {
  const { rows } = await db.execute<{ kind: string; channel: string; enabled: boolean }>(
    sql`SELECT kind, channel, enabled FROM notice_preferences WHERE user_id = ${reader.userId}`,
  );
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => `${r.kind}/${r.channel}`));
  return NOTICE_KIND_NAMES.filter((kind) => NOTICE_KINDS[kind].audience === reader.audience).map((kind) => {
    const info = NOTICE_KINDS[kind];
    const on = (channel: 'email' | 'sms' | 'site') =>
      (info.channels as readonly string[]).includes(channel) && !off.has(`${kind}/${channel}`);
    return { kind, email: on('email'), sms: on('sms'), site: on('site'), optional: info.optional };
  });
}

/** Saves the reader's choices; turning off a transactional kind (or one of another audience) is refused. */
export async function savePreferences(
  db: Queryable,
  reader: Reader,
  kinds: { kind: NoticeKind; email: boolean; sms: boolean; site: boolean }[],
): Promise<void> {
  // Every kind is checked before any is written: a refused save changes nothing.
  for (const p of kinds) {
    const info = NOTICE_KINDS[p.kind];
    if (info.audience !== reader.audience) throw invalid('This kind of message is not for this account');
    // A way the kind is never sent by cannot be turned on: "Saved" would claim what never happens (audit CH, notes).
    const ways = info.channels as readonly string[];
    if ((['email', 'sms', 'site'] as const).some((channel) => p[channel] && !ways.includes(channel))) {
      throw invalid('This message is not sent this way: only the ways it lists can be turned on');
    }
    for (const channel of info.channels) {
      if (!p[channel] && !info.optional) {
        throw invalid('This message is needed for your orders and cannot be turned off');
      }
    }
  }
  for (const p of kinds) {
    for (const channel of NOTICE_KINDS[p.kind].channels) {
      const enabled = p[channel];
      await db.execute(sql`
        INSERT INTO notice_preferences (user_id, kind, channel, enabled) VALUES (${reader.userId}, ${p.kind}, ${channel}, ${enabled})
        ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = excluded.enabled`);
    }
  }
}
