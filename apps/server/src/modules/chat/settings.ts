import type { ChatHours, ChatSettings, ChatSettingsView, Locale, LocalizedText } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { OpeningHours } from '../../db/schema/chat';
import { invalidField } from '../../platform/errors';
import { storedShopTexts } from '../shops/shop-texts';

export const UNKNOWN_TIME_ZONE = 'Unknown time zone';
export const BAD_HOURS = 'An opening period cannot end at the time it starts';

const DEFAULTS: ChatSettingsView = {
  quickReplies: [],
  quickReplyTranslations: [],
  awayMessage: '',
  awayMessages: {},
  openingHours: [],
  timeZone: 'UTC',
  notifyAfterMinutes: 0,
};

type Row = {
  quick_replies: string[];
  quick_reply_translations: LocalizedText[];
  away_message: string;
  away_messages: LocalizedText;
  opening_hours: OpeningHours;
  time_zone: string;
  notify_after_minutes: number;
};

/**
 * The chat settings of a shop (merId 0: the mall's service); defaults until saved once. A shop's opening hours are read
 * on its profile's clock, the one its statement and exports follow (audit DS4: a zone of their own, "UTC" unless
 * retyped, sent a Bangkok shop's away message while its staff were there); only the mall's service keeps its own.
 */
export async function chatSettings(db: Queryable, merId: number): Promise<ChatSettingsView> {
  const { rows } = await db.execute<Row & { shop_zone: string | null }>(sql`
    SELECT s.*, (SELECT m.time_zone FROM merchants m WHERE m.id = ${merId}) AS shop_zone
    FROM (SELECT 1) one LEFT JOIN chat_settings s ON s.mer_id = ${merId}`);
  const row = rows[0];
  const shopZone = merId > 0 ? (row?.shop_zone ?? undefined) : undefined;
  if (!row?.time_zone) return { ...DEFAULTS, timeZone: shopZone ?? DEFAULTS.timeZone };
  return {
    quickReplies: row.quick_replies,
    // One translation object per quick reply, in the replies' order ({} where it has none).
    quickReplyTranslations: row.quick_replies.map((_, i) => row.quick_reply_translations[i] ?? {}),
    awayMessage: row.away_message,
    awayMessages: row.away_messages,
    openingHours: row.opening_hours,
    timeZone: shopZone ?? row.time_zone,
    notifyAfterMinutes: row.notify_after_minutes,
  };
}

/**
 * The hours the mall's own service answers and the zone it keeps them on, as a conversation with it carries them, for a
 * shopper who has not written to it yet (audit EV1); none set: null (it always answers).
 */
export async function serviceHours(db: Queryable): Promise<ChatHours | null> {
  const settings = await chatSettings(db, 0);
  return settings.openingHours.length > 0 ? { openingHours: settings.openingHours, timeZone: settings.timeZone } : null;
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A shop's `timeZone` is its profile's and is not changed here (chatSettings); the mall's service sets its own. A period
 * whose end comes before its start runs past midnight into the next day (a night market's 22:00-02:00, audit DS4); one
 * that ends when it starts is refused on its end, for the console to mark that range.
 */
export async function saveChatSettings(db: Queryable, merId: number, input: ChatSettings): Promise<ChatSettingsView> {
  if (merId === 0 && !validZone(input.timeZone)) throw invalidField('timeZone', UNKNOWN_TIME_ZONE);
  const empty = input.openingHours.findIndex((period) => period.to === period.from);
  if (empty >= 0) throw invalidField(`openingHours.${empty}.to`, BAD_HOURS);
  // A shop's own zone column is not read (chatSettings): the default is kept there rather than a text never checked.
  const zone = merId === 0 ? input.timeZone : DEFAULTS.timeZone;
  // The translations (audit DS6): those sent replace the stored ones; left out, the away message keeps its own and
  // each quick reply whose text is unchanged keeps its own (a reply moved or added does not take another's).
  const before = await chatSettings(db, merId);
  const sentReplies = input.quickReplyTranslations;
  const replyTranslations = input.quickReplies.map((reply, i) =>
    sentReplies !== undefined
      ? JSON.parse(storedShopTexts(sentReplies[i] ?? {}) ?? '{}')
      : (before.quickReplyTranslations[before.quickReplies.indexOf(reply)] ?? {}),
  );
  const awayMessages = storedShopTexts(input.awayMessages) ?? JSON.stringify(before.awayMessages);
  await db.execute(sql`
    INSERT INTO chat_settings (mer_id, quick_replies, quick_reply_translations, away_message, away_messages,
      opening_hours, time_zone, notify_after_minutes)
    VALUES (${merId}, ${JSON.stringify(input.quickReplies)}::jsonb, ${JSON.stringify(replyTranslations)}::jsonb,
      ${input.awayMessage}, ${awayMessages}::jsonb, ${JSON.stringify(input.openingHours)}::jsonb, ${zone},
      ${input.notifyAfterMinutes})
    ON CONFLICT (mer_id) DO UPDATE SET quick_replies = EXCLUDED.quick_replies,
      quick_reply_translations = EXCLUDED.quick_reply_translations, away_message = EXCLUDED.away_message,
      away_messages = EXCLUDED.away_messages, opening_hours = EXCLUDED.opening_hours, time_zone = EXCLUDED.time_zone,
      notify_after_minutes = EXCLUDED.notify_after_minutes, updated_at = now()`);
  return chatSettings(db, merId);
}

/**
 * The away message a shopper reading `locale` is sent (audit DS6): the shop's text in that language, else the
 * original; no language known, the original.
 */
export function awayMessageIn(settings: Pick<ChatSettingsView, 'awayMessage' | 'awayMessages'>, locale: Locale | null) {
  return (locale && settings.awayMessages[locale]) || settings.awayMessage;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Whether `at` falls inside the opening hours (in their time zone); no hours set means always open. A period past
 * midnight (22:00-02:00 on Friday) is open from its start on its day and until its end on the next.
 */
export function isOpen(settings: Pick<ChatSettings, 'openingHours' | 'timeZone'>, at: Date): boolean {
  if (settings.openingHours.length === 0) return true;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: validZone(settings.timeZone) ? settings.timeZone : 'UTC',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = DAYS.indexOf(part('weekday'));
  const time = `${part('hour')}:${part('minute')}`;
  return settings.openingHours.some((period) =>
    period.from < period.to
      ? period.day === day && period.from <= time && time < period.to
      : (period.day === day && period.from <= time) || ((period.day + 1) % 7 === day && time < period.to),
  );
}
