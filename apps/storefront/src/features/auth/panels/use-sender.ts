import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { type AuthChecks, useDialog } from '../dialog-context';
import type { Countdown } from '../use-countdown';

/**
 * A send-code action: checks the target (and a shown picture challenge), sends, starts the 60 s clock and says so.
 * A refused send stops the spinner; code 422 brings up the picture challenge.
 */
export function useSender(clock: Countdown, check: () => AuthChecks, send: () => Promise<unknown>, sentKey: string) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const [sending, setSending] = useState(false);
  const run = async () => {
    if (sending || clock.phase === 'counting') return;
    if (dialog.refuse([...check(), ['captcha', dialog.captcha.problem()]])) return;
    setSending(true);
    try {
      await send();
      clock.start();
      showToast(t(sentKey), 'success');
      dialog.captcha.afterUse();
    } catch (error) {
      dialog.captcha.afterFailure(error);
    } finally {
      setSending(false);
    }
  };
  return { sending, send: run };
}

/** Runs a submit: one at a time; a failure stops the spinner and lets the picture challenge react. */
export function useSubmit() {
  const dialog = useDialog();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      dialog.captcha.afterFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
