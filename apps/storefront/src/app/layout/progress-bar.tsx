import { useEffect, useState } from 'react';
import { progressStore } from '../../lib/progress';
import { useStore } from '../../lib/store';
import styles from './progress-bar.module.css';

/** Shown only when loading takes longer than this (spec section 9). */
const THROTTLE_MS = 200;
/** The bar completes within this time even if something still runs. */
const DURATION_MS = 5000;

type Phase = 'idle' | 'running' | 'finishing';

/** Thin bar at the top while pages load and requests run. */
export function ProgressBar() {
  const active = useStore(progressStore) > 0;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (!active) {
      setPhase((current) => (current === 'running' ? 'finishing' : current));
      return;
    }
    const show = window.setTimeout(() => setPhase('running'), THROTTLE_MS);
    const cap = window.setTimeout(() => setPhase('finishing'), THROTTLE_MS + DURATION_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(cap);
    };
  }, [active]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const hide = window.setTimeout(() => setPhase('idle'), 500);
    return () => window.clearTimeout(hide);
  }, [phase]);

  if (phase === 'idle') return null;
  return <div className={`${styles.bar} ${styles[phase]}`} role="progressbar" aria-hidden="true" />;
}
