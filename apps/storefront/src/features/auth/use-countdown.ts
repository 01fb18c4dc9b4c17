import { useCallback, useEffect, useState } from 'react';

/** Spec section 9: a sent code can be asked for again after 60 seconds. */
export const RESEND_SECONDS = 60;

export type CountdownPhase = 'idle' | 'counting' | 'retry';

/** Whole seconds left until `endsAt` (ms), never negative; a started second counts as a whole one. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Before any send: idle ('send code'); while seconds remain: counting; afterwards: retry. */
export function countdownPhase(endsAt: number | null, now: number): CountdownPhase {
  if (endsAt === null) return 'idle';
  return secondsLeft(endsAt, now) > 0 ? 'counting' : 'retry';
}

export interface Countdown {
  phase: CountdownPhase;
  seconds: number;
  start(): void;
}

/** The send-code button's clock: `start()` after a successful send; it ticks every second until it reaches zero. */
export function useCountdown(total = RESEND_SECONDS): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const phase = countdownPhase(endsAt, now);
  useEffect(() => {
    if (phase !== 'counting') return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [phase]);
  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + total * 1000);
  }, [total]);
  return { phase, seconds: endsAt === null ? total : secondsLeft(endsAt, now), start };
}
