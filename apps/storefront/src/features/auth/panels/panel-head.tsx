import type { ReactNode } from 'react';
import { AuthIcon } from '../components/auth-icons';
import styles from '../login-dialog.module.css';

/** The panel's title (it names the dialog), an optional line under it, and an optional way back. */
export function PanelHead({
  title,
  text,
  back,
}: {
  title: string;
  text?: ReactNode;
  back?: { label: string; onClick(): void };
}) {
  return (
    <div className={styles.head}>
      {back && (
        <button type="button" className={styles.back} onClick={back.onClick} data-testid="login-back">
          <AuthIcon name="back" size={16} />
          {back.label}
        </button>
      )}
      <h2 id="login-title" className={styles.title}>
        {title}
      </h2>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}
