/** A chat's opening hours: day 0 Sunday to 6, `HH:MM` on the clock of `timeZone` (the shop's, the mall's own). */
export type ChatHours = { openingHours: { day: number; from: string; to: string }[]; timeZone: string };

/**
 * Now, as the shop's clock reads it: open until a time (null: round the clock), or closed until a day and time, `in`
 * days from today (0 today, 1 tomorrow, 7 this weekday next week).
 */
export type HoursNow = { open: true; until: string | null } | { open: false; in: number; day: number; at: string };

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const hhmm = (total: number) =>
  `${String(Math.floor((total % DAY) / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The minute of the week (Sunday 00:00 is 0) that `at` is on the zone's clock; an unknown zone reads UTC. */
function weekMinute(zone: string, at: Date): number {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone }).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).formatToParts(at);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return DAYS.indexOf(part('weekday')) * DAY + minutes(`${part('hour')}:${part('minute')}`);
}

/**
 * Whether the chat answers at `at`, read as the server reads it for the away message (a period whose end is before its
 * start runs into the next day): open, until when (periods that follow on without a break count as one); closed,
 * when it opens next. No periods: null (the shop set no hours, its chat always answers).
 */
export function hoursNow(hours: ChatHours, at: Date): HoursNow | null {
  if (hours.openingHours.length === 0) return null;
  const now = weekMinute(hours.timeZone, at);
  const spans = hours.openingHours.map((p) => {
    const start = p.day * DAY + minutes(p.from);
    const length = (minutes(p.to) - minutes(p.from) + DAY) % DAY || DAY;
    return { start, length };
  });
  const since = (start: number) => (((now - start) % WEEK) + WEEK) % WEEK;
  const covering = spans.filter((s) => since(s.start) < s.length);
  if (covering.length > 0) {
    // The furthest end reached from now through periods that start before the last one ends (at most a week).
    let ahead = Math.max(...covering.map((s) => s.length - since(s.start)));
    for (let grew = true; grew && ahead < WEEK; ) {
      grew = false;
      for (const s of spans) {
        const starts = (((s.start - now) % WEEK) + WEEK) % WEEK;
        if (starts <= ahead && starts + s.length > ahead) {
          ahead = starts + s.length;
          grew = true;
        }
      }
    }
    return { open: true, until: ahead >= WEEK ? null : hhmm(now + ahead) };
  }
  const next = Math.min(...spans.map((s) => (((s.start - now) % WEEK) + WEEK) % WEEK));
  const opens = (now + next) % WEEK;
  return { open: false, in: Math.floor(((now % DAY) + next) / DAY), day: Math.floor(opens / DAY), at: hhmm(opens) };
}
