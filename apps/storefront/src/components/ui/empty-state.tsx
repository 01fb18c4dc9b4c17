import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import styles from './state.module.css';

export function EmptyState({
  title,
  icon = 'box',
  children,
}: {
  title: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  return (
    <div className={styles.empty} role="status">
      <span className={styles.emptyIcon}>
        <Icon name={icon} size={36} />
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
