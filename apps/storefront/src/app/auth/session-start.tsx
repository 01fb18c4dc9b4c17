import { useEffect } from 'react';
import { showFlashToast } from '../../lib/toast';

/** A message kept over a reload (the layout-start session check itself runs in main.tsx, before any other call). */
export function SessionStart() {
  useEffect(() => {
    showFlashToast();
  }, []);
  return null;
}
