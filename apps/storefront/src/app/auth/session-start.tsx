import { useEffect } from 'react';
import { checkSession } from '../../lib/session';
import { showFlashToast } from '../../lib/toast';

/** Layout start (spec section 4): the token-existence check, and a message kept over a reload. */
export function SessionStart() {
  useEffect(() => {
    void checkSession();
    showFlashToast();
  }, []);
  return null;
}
