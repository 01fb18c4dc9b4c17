import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';

/** A 0-5 rating as five stars (partly filled for fractions), with the value for screen readers. */
export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  const { t, i18n } = useTranslation();
  const clamped = Math.max(0, Math.min(5, value));
  const width = 5 * size + 4 * 2;
  const clipId = useId();
  return (
    <span
      role="img"
      aria-label={t('common.starsOutOf', { value: formatNumber(clamped, i18n.language) })}
      style={{ display: 'inline-flex' }}
    >
      <svg width={width} height={size} viewBox={`0 0 ${width} ${size}`} aria-hidden="true">
        <defs>
          <clipPath id={clipId}>
            <rect width={(clamped / 5) * width} height={size} />
          </clipPath>
        </defs>
        {[0, 1].map((layer) => (
          <g
            key={layer}
            fill={layer ? 'var(--color-gold)' : '#e2e2e2'}
            clipPath={layer ? `url(#${clipId})` : undefined}
          >
            {[0, 1, 2, 3, 4].map((star) => (
              <path
                key={star}
                transform={`translate(${star * (size + 2)} 0) scale(${size / 24})`}
                d="M12 2l3 6.3 6.9.9-5 4.8 1.2 6.8L12 17.6l-6.1 3.2 1.2-6.8-5-4.8 6.9-.9z"
              />
            ))}
          </g>
        ))}
      </svg>
    </span>
  );
}
