import { useStore } from '../../lib/store';
import { toastStore } from '../../lib/toast';
import styles from './toaster.module.css';

export function Toaster() {
  const toasts = useStore(toastStore);
  return (
    <div className={styles.toaster} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${toast.kind === 'info' ? '' : styles[toast.kind]}`}
          data-testid="toast"
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
