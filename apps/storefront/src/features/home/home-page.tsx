import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHomeData } from './api/get-home-data';
import { ActivityStrip } from './components/activity-strip';
import { BannerCarousel } from './components/banner-carousel';
import { CategoryFloors } from './components/category-floors';
import { RecommendSection } from './components/recommend-section';
import styles from './home-page.module.css';

/** Home: category menu (passed in by the app) beside the banners, activities, category floors, recommendations. */
export function HomePage({ categoryMenu }: { categoryMenu: ReactNode }) {
  const { t } = useTranslation();
  const { data: home, isPending } = useHomeData();
  // What lies below the first screen (floors, recommendations: some 60 product cards) is drawn in a second, interruptible
  // pass, so the banner and the first screen paint without waiting for it and no long task holds up the page.
  const later = useDeferredValue(home);
  useDocumentTitle(undefined);
  return (
    <div className={`page-width ${styles.page}`}>
      <h1 className="visually-hidden">{t('home.title', { brand: t('common.brand') })}</h1>
      <div className={styles.hero}>
        {categoryMenu}
        <BannerCarousel banners={home?.banners ?? []} />
      </div>
      <ActivityStrip activities={home?.activities ?? []} />
      <CategoryFloors floors={later?.categoryFloors ?? []} />
      <RecommendSection recommend={later?.recommend ?? []} homeLoading={isPending || later === undefined} />
    </div>
  );
}
