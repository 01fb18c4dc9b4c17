import type { ChatSettings } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { OpeningHours } from '../../db/schema/chat';
import { invalid } from '../../platform/errors';

export const UNKNOWN_TIME_ZONE = 'Unknown time zone';
export const BAD_HOURS = 'Each opening period must end after it starts';

const DEFAULTS: ChatSettings = {
  quickReplies: [],
  awayMessage: '',
  openingHours: [],
  timeZone: 'UTC',
  notifyAfterMinutes: 0,
};

type Row = {
  quick_replies: string[];
  away_message: string;
  opening_hours: OpeningHours;
  time_zone: string;
  notify_after_minutes: number;
};

/** The chat settings of a shop (merId 0: the mall's service); defaults until saved once. */
export async function chatSettings(db: Queryable, merId: number): Promise<ChatSettings> {
  const { rows } = await db.execute<Row>(sql`SELECT * FROM chat_settings WHERE mer_id = ${merId}`);
  const row = rows[0];
  if (!row) return { ...DEFAULTS };
  return {
    quickReplies: row.quick_replies,
    awayMessage: row.away_message,
    openingHours: row.opening_hours,
    timeZone: row.time_zone,
    notifyAfterMinutes: row.notify_after_minutes,
  };
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export async function saveChatSettings(db: Queryable, merId: number, input: ChatSettings): Promise<ChatSettings> {
  if (!validZone(input.timeZone)) throw invalid(UNKNOWN_TIME_ZONE);
  if (input.openingHours.some((period) => period.to <= period.from)) throw invalid(BAD_HOURS);
  await db.execute(sql`
    INSERT INTO chat_settings (mer_id, quick_replies, away_message, opening_hours, time_zone, notify_after_minutes)
    VALUES (${merId}, ${JSON.stringify(input.quickReplies)}::jsonb, ${input.awayMessage},
      ${JSON.stringify(input.openingHours)}::jsonb, ${input.timeZone}, ${input.notifyAfterMinutes})
    ON CONFLICT (mer_id) DO UPDATE SET quick_replies = EXCLUDED.quick_replies, away_message = EXCLUDED.away_message,
      opening_hours = EXCLUDED.opening_hours, time_zone = EXCLUDED.time_zone,
      notify_after_minutes = EXCLUDED.notify_after_minutes, updated_at = now()`);
  return chatSettings(db, merId);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Whether `at` falls inside the opening hours (in their time zone); no hours set means always open. */
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
  return settings.openingHours.some((period) => period.day === day && period.from <= time && time < period.to);
}
