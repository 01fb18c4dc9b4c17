import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (ISO), never negative; an unreadable deadline counts as passed. */
export function msLeft(deadline: string, now: number): number {
  const end = Date.parse(deadline);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** "mm:ss" below an hour, "h:mm:ss" from an hour; a started second counts as a whole one. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** A clock counting down to `deadline` (e.g. an unpaid order's time to pay); it stops ticking at zero. */
export function useDeadline(deadline: string | undefined): { ms: number; text: string; over: boolean } {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline ? msLeft(deadline, now) : 0;
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return { ms: left, text: formatClock(left), over: deadline !== undefined && left <= 0 };
}
