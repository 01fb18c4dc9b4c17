import { createContext, useContext } from 'react';
import type { FieldMarks } from '../../lib/field-errors';
import type { LoginPanel } from '../../lib/login-dialog';
import type { Captcha } from './api/get-captcha';
import type { CaptchaAnswer } from './api/types';
import type { SignInAnswer } from './cart-merge';
import type { DialChoice } from './flag';
import type { Countdown } from './use-countdown';
import type { Problem } from './validation';

/** The dialog's fields that a check can find wrong (each shows its message under it). */
export type AuthField = 'email' | 'phone' | 'password' | 'repeat' | 'code' | 'captcha' | 'agreement';

/** A form's checks in the order its fields are on screen: a field and its problem, or null when it is right. */
export type AuthChecks = ReadonlyArray<readonly [AuthField, Problem | null]>;

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
  /**
   * Checks a form: every problem is shown under its field (audit AX8), focus moves to the first wrong field, the
   * toast names it too, and true is answered; false when every field is right.
   */
  refuse(checks: AuthChecks): boolean;
  /** A field's id and its message while it is wrong (for `TextField`'s `field`). */
  field(name: AuthField): FieldMarks;
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
