import { createContext, useContext } from 'react';
import type { LoginPanel } from '../../lib/login-dialog';
import type { Captcha } from './api/get-captcha';
import type { CaptchaAnswer } from './api/types';
import type { SignInAnswer } from './cart-merge';
import type { DialChoice } from './flag';
import type { Countdown } from './use-countdown';
import type { Problem } from './validation';

/** What the panels of the sign-in dialog share: the fields that carry over, the picture challenge and the clocks. */
export interface DialogState {
  panel: LoginPanel;
  go(panel: LoginPanel): void;
  email: string;
  setEmail(value: string): void;
  dial: DialChoice;
  setDial(value: DialChoice): void;
  phone: string;
  setPhone(value: string): void;
  agreed: boolean;
  setAgreed(value: boolean): void;
  captcha: {
    shown: Captcha | null;
    code: string;
    setCode(value: string): void;
    refresh(): void;
    /** Shows a challenge now if none is shown: every SMS code needs one (the server refuses it without). */
    require(): void;
    /** The SMS panel closed: a challenge shown only for it goes (one the server asked for stays). */
    release(): void;
    /** The answer to send, once a challenge is shown. */
    answer(): CaptchaAnswer | undefined;
    /** Empty challenge field: the message key, else null. */
    problem(): Problem | null;
    /** After a failed call: 422 shows a challenge; a used one is replaced (every key is good for one try). */
    afterFailure(error: unknown): void;
    afterUse(): void;
  };
  smsClock: Countdown;
  registerClock: Countdown;
  resetClock: Countdown;
  guestAllowed: boolean;
  /** Checks a form: the first problem is shown as a toast and answered true. */
  refuse(problem: Problem | null): boolean;
  /** A sign-in answered: sign in, close, tell the shopper (and what of the visitor cart did not fit). */
  finish(answer: SignInAnswer, message?: string): Promise<void>;
}

export const DialogContext = createContext<DialogState | null>(null);

export function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('useDialog outside the sign-in dialog');
  return state;
}

/** `+86` from a picker choice: the country code is always sent with its '+'. */
export function withPlus(dial: DialChoice): string {
  return `+${dial.dialCode}`;
}
