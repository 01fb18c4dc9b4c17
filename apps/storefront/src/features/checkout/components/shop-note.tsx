import { CONTROL_TEXT, OrderNoteSchema } from '@mall/contract';
import { useId } from 'react';
import { BuyingIcon } from '../../../components/ui/buying-icons';
import { useTranslation } from '../../../lib/i18n';
import styles from './confirm.module.css';

/** The server's limit of a note to a seller (under 150 characters), read from the shared contract. */
export const NOTE_MAX = OrderNoteSchema.maxLength ?? 149;

/**
 * What is wrong with a note by the contract's own schema, as a catalogue key (`buying.confirm.*`), or null when it can
 * be sent. Line breaks are words; a control or direction character is named as such, never as "says nothing" (audit
 * AV8).
 */
export function noteProblem(note: string): 'noteTooLong' | 'noteUnreadable' | 'noteControl' | null {
  const parsed = OrderNoteSchema.safeParse(note);
  if (parsed.success) return null;
  if (note.trim().length > NOTE_MAX) return 'noteTooLong';
  return parsed.error.issues.some((issue) => issue.message === CONTROL_TEXT) ? 'noteControl' : 'noteUnreadable';
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
          maxLength={NOTE_MAX}
          rows={2}
          placeholder={t('buying.confirm.notePlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          data-testid="order-note"
        />
        <span className={styles.counter} data-testid="order-note-counter">
          {value.length}/{NOTE_MAX}
        </span>
      </div>
    </div>
  );
}
