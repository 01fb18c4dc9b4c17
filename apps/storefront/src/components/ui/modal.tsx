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

/** What Tab can reach inside a dialog (visible, enabled, not taken out of the tab order). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, innermost last: only that one answers Tab and Escape (a viewer opened from a dialog). */
const open: HTMLElement[] = [];

function tabbable(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/**
 * A small modal dialog: focus moves in and stays in (Tab and Shift+Tab cycle through the dialog's controls, never the
 * page behind the backdrop), Escape or the backdrop closes it, focus returns to the opener afterwards.
 */
export function Modal({ labelledBy, onClose, children, className, testId }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = dialog.current;
    // On top before it takes the focus: the dialog it was opened from must not pull that focus back (audit CE9).
    if (box) open.push(box);
    // The first field when there is one (a form), else the first link or button other than close.
    (
      box?.querySelector<HTMLElement>('input') ?? box?.querySelector<HTMLElement>('a, button:not([data-close])')
    )?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!box || open.at(-1) !== box) return;
      if (event.key === 'Escape') {
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = tabbable(box);
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement as HTMLElement | null;
      const inside = active !== null && box.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click or a script that puts focus behind the backdrop: bring it back into the dialog.
    const onFocus = (event: FocusEvent) => {
      if (!box || open.at(-1) !== box) return;
      const target = event.target as Node | null;
      if (target && !box.contains(target) && target !== document) tabbable(box)[0]?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
      const at = box ? open.indexOf(box) : -1;
      if (at >= 0) open.splice(at, 1);
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
