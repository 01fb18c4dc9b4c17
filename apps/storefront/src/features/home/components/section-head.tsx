import type { ReactNode } from 'react';
import styles from './home-sections.module.css';

export function SectionHead({
  id,
  title,
  subtitle,
  more,
}: {
  id: string;
  title: string;
  subtitle?: string;
  more?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
      {more && <span className={styles.more}>{more}</span>}
    </div>
  );
}
