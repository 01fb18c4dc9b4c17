import type { Home } from '@mall/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import styles from './banner-carousel.module.css';

const ADVANCE_MS = 5000;

type Banner = Home['banners'][number];

/** The banner's words: the headline, then the subline after a line break (BannerTextSchema). */
function bannerLines(banner: Banner): { headline: string; subline: string } {
  const [headline = '', ...rest] = banner.title.split('\n');
  return { headline: headline.trim(), subline: rest.join(' ').trim() };
}

/** The words drawn over the picture in the reader's language; the picture's alt text says the same. */
function BannerWords({ banner }: { banner: Banner }) {
  const { headline, subline } = bannerLines(banner);
  if (!headline && !subline) return null;
  return (
    <span className={styles.words} aria-hidden="true" data-testid="banner-words">
      {headline && <span className={styles.headline}>{headline}</span>}
      {subline && <span className={styles.subline}>{subline}</span>}
    </span>
  );
}

const altText = (banner: Banner, t: TFunction) => {
  const { headline, subline } = bannerLines(banner);
  return headline && subline ? t('common.labelValue', { label: headline, value: subline }) : headline || subline;
};

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
            <img
              src={banner.image}
              alt={altText(banner, t)}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'low'}
            />
            <BannerWords banner={banner} />
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
