import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Icon } from './icons';
import styles from './modal.module.css';

interface Props {
  labelledBy: string;
  onClose(): void;
  children: ReactNode;
}

/** A small modal dialog: focus moves in, Escape or the backdrop closes it, focus returns afterwards. */
export function Modal({ labelledBy, onClose, children }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('a, button:not([data-close])')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape and the close button cover the keyboard.
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')} data-close>
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>
  );
}
