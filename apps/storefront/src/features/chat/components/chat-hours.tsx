import { useEffect, useId, useState } from 'react';
import { formatOpeningHours, hoursClock, timeZoneName, weekdayName } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { type ChatHours as Hours, hoursNow } from '../hours';
import styles from './chat.module.css';

/** The time now, read again each minute: "open now" turns to "closed now" while the window stays open. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Under the chat window's header: whether the shop's chat answers now and until or from when, on the shop's clock
 * with its zone named, and its week's hours on demand, all in the shopper's language (audit DS6 leftover). A shop that
 * set no hours always answers: nothing is shown.
 */
export function ChatHours({ hours }: { hours: Hours }) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(false);
  const week = useId();
  const now = hoursNow(hours, useMinute());
  if (!now) return null;
  const language = i18n.language;
  const state = now.open
    ? now.until === null
      ? t('chat.hoursOpen')
      : t('chat.hoursOpenUntil', { time: hoursClock(now.until, language) })
    : now.in === 0
      ? t('chat.hoursOpensToday', { time: hoursClock(now.at, language) })
      : now.in === 1
        ? t('chat.hoursOpensTomorrow', { time: hoursClock(now.at, language) })
        : t('chat.hoursOpensOn', { day: weekdayName(now.day, language), time: hoursClock(now.at, language) });
  return (
    <div className={styles.hours} data-testid="chat-hours">
      <p className={styles.hoursLine}>
        <span className={now.open ? styles.hoursOpen : styles.hoursClosed} data-testid="chat-hours-now">
          {state}
        </span>
        <span className={styles.hoursZone} data-testid="chat-hours-zone">
          {t('shop.hoursZone', { zone: timeZoneName(hours.timeZone, language) })}
        </span>
        <button
          type="button"
          className={styles.hoursToggle}
          aria-expanded={shown}
          aria-controls={week}
          data-testid="chat-hours-toggle"
          onClick={() => setShown((s) => !s)}
        >
          {t('shop.openingHours')}
        </button>
      </p>
      {shown && (
        <ul id={week} className={styles.hoursWeek} data-testid="chat-hours-week">
          {formatOpeningHours(hours.openingHours, language).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
