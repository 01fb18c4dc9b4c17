import {
  CONTROL_TEXT,
  charCount,
  cutToChars,
  ORDER_NOTE_MAX,
  ORDER_NOTE_TOO_HEAVY,
  OrderNoteSchema,
} from '@mall/contract';
import { useId } from 'react';
import { BuyingIcon } from '../../../components/ui/buying-icons';
import { useTranslation } from '../../../lib/i18n';
import styles from './confirm.module.css';

/**
 * The server's limit of a note to a seller (under 150 characters), read from the shared contract, and counted as the
 * server counts it: in characters a person sees (contract `charCount`, audit FC3), not in UTF-16 units.
 */
export const NOTE_MAX = ORDER_NOTE_MAX;

/**
 * What is wrong with a note by the contract's own schema, as a catalogue key (`buying.confirm.*`), or null when it can
 * be sent. Line breaks are words; a control or direction character is named as such, never as "says nothing" (audit
 * AV8).
 */
export function noteProblem(note: string): 'noteTooLong' | 'noteTooHeavy' | 'noteUnreadable' | 'noteControl' | null {
  const parsed = OrderNoteSchema.safeParse(note);
  if (parsed.success) return null;
  if (charCount(note.trim()) > NOTE_MAX) return 'noteTooLong';
  const said = (message: string) => parsed.error.issues.some((issue) => issue.message === message);
  if (said(ORDER_NOTE_TOO_HEAVY)) return 'noteTooHeavy';
  return said(CONTROL_TEXT) ? 'noteControl' : 'noteUnreadable';
}

/**
 * The note to one shop of the checkout (issue 22): each shop group has its own, and each shop receives only its own
 * (`marks` of /order/create). It sits in its shop's card and its visible label names the shop (audit DB4: "Anything
 * the sellers should know" under a dashed line read as one note to every seller, written once in the last box).
 */
export function ShopNote({
  merId,
  merName,
  value,
  onChange,
}: {
  merId: number;
  merName: string;
  value: string;
  onChange(note: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.noteRow} data-testid="shop-note" data-mer-id={merId}>
      <label htmlFor={id} className={styles.rowLabel}>
        <BuyingIcon name="note" size={16} />
        {t('buying.confirm.noteTo', { shop: merName })}
      </label>
      <div className={styles.noteBox}>
        <textarea
          id={id}
          className={styles.note}
          value={value}
          rows={2}
          placeholder={t('buying.confirm.notePlaceholder')}
          // The box takes no more than the limit, counted as a person counts (a `maxLength` counts UTF-16 units: it
          // stopped 74 emoji in, and let a Thai shopper read "147/149" after 49 letters).
          onChange={(event) => onChange(cutToChars(event.target.value, NOTE_MAX))}
          data-testid="order-note"
        />
        <span className={styles.counter} data-testid="order-note-counter">
          {charCount(value)}/{NOTE_MAX}
        </span>
      </div>
    </div>
  );
}
