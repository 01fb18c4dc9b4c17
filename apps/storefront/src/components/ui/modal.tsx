import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Icon } from './icons';
import styles from './modal.module.css';

interface Props {
  labelledBy: string;
  onClose(): void;
  children: ReactNode;
  /** Replaces the default 400 px centred box (e.g. the two-column sign-in dialog). */
  className?: string;
  testId?: string;
}

/** A small modal dialog: focus moves in, Escape or the backdrop closes it, focus returns afterwards. */
export function Modal({ labelledBy, onClose, children, className, testId }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = dialog.current;
    // The first field when there is one (a form), else the first link or button other than close.
    (
      box?.querySelector<HTMLElement>('input') ?? box?.querySelector<HTMLElement>('a, button:not([data-close])')
    )?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and the close button cover the keyboard.
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className={className ?? styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')} data-close>
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>
  );
}
