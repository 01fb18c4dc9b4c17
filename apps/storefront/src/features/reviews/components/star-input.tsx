import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import styles from '../reviews.module.css';

const STAR = 'M12 2l3 6.3 6.9.9-5 4.8 1.2 6.8L12 17.6l-6.1 3.2 1.2-6.8-5-4.8 6.9-.9z';
const SCORES = [1, 2, 3, 4, 5] as const;

interface Props {
  label: string;
  value: number;
  onChange(score: number): void;
  disabled?: boolean;
  testId: string;
}

/** A 1-5 score as five stars: native radio buttons (click, or arrow keys) drawn as stars, with the score's word. */
export function StarInput({ label, value, onChange, disabled, testId }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;

  return (
    <fieldset className={styles.scoreRow} data-testid={testId} data-value={value}>
      <legend className={styles.scoreLabel}>{label}</legend>
      <div className={styles.stars}>
        {SCORES.map((score) => (
          <label
            key={score}
            className={score <= shown ? `${styles.star} ${styles.starOn}` : styles.star}
            onMouseEnter={() => setHover(score)}
            onMouseLeave={() => setHover(0)}
            data-testid={`${testId}-${score}`}
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              disabled={disabled}
              className="visually-hidden"
            />
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d={STAR} />
            </svg>
            <span className="visually-hidden">{t(`evaluation.stars.${score}`)}</span>
          </label>
        ))}
      </div>
      <span className={styles.scoreWord} aria-hidden="true">
        {shown ? t(`evaluation.stars.${shown}`) : ''}
      </span>
    </fieldset>
  );
}
