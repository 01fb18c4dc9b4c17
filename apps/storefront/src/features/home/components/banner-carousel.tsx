import type { Home } from '@mall/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { useTranslation } from '../../../lib/i18n';
import styles from './banner-carousel.module.css';

const ADVANCE_MS = 5000;

type Banner = Home['banners'][number];

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <LocaleLink to={banner.link || '/'}>{children}</LocaleLink>;
}

/** Home banners: advances every 5 s (paused while hovered or focused), dots and arrows to choose. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) {
    return (
      <div className={styles.carousel}>
        <div className={styles.empty}>
          <strong>{t('home.welcomeTitle')}</strong>
          <p>{t('home.welcomeText')}</p>
        </div>
      </div>
    );
  }

  const current = index % count;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((banner, position) => (
        <div
          key={banner.id}
          className={position === current ? `${styles.slide} ${styles.current}` : styles.slide}
          inert={position !== current}
        >
          <BannerLink banner={banner}>
            <img src={banner.image} alt={banner.title} loading={position === 0 ? 'eager' : 'lazy'} />
          </BannerLink>
        </div>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('common.previous')}
            onClick={() => setIndex((current + count - 1) % count)}
          >
            <Icon name="left" size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('common.next')}
            onClick={() => setIndex((current + 1) % count)}
          >
            <Icon name="right" size={22} />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('home.showBanner', { number: position + 1 })}
                aria-current={position === current}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
