import { OrderNoteSchema } from '@mall/contract';
import { useId } from 'react';
import { BuyingIcon } from '../../../components/ui/buying-icons';
import { useTranslation } from '../../../lib/i18n';
import styles from './confirm.module.css';

/** The server's limit of a note to a seller (under 150 characters), read from the shared contract. */
export const NOTE_MAX = OrderNoteSchema.maxLength ?? 149;

/** Whether a note fits the server's bound (the contract's own schema). */
/** What is wrong with a note, as a catalogue key (`buying.confirm.*`), or null when it can be sent. */
export function noteProblem(note: string): 'noteTooLong' | 'noteUnreadable' | null {
  if (OrderNoteSchema.safeParse(note).success) return null;
  return note.trim().length > NOTE_MAX ? 'noteTooLong' : 'noteUnreadable';
}

/**
 * The note to one shop of the checkout (issue 22): each shop group has its own, and each shop receives only its own
 * (`marks` of /order/create).
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
        {t('buying.confirm.note')}
      </label>
      <div className={styles.noteBox}>
        <textarea
          id={id}
          className={styles.note}
          value={value}
          maxLength={NOTE_MAX}
          rows={2}
          aria-label={t('common.labelValue', { label: t('buying.confirm.note'), value: merName })}
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
