import type { Home } from '@mall/contract';
import { LocaleLink } from '../../../components/ui/locale-link';
import { useTranslation } from '../../../lib/i18n';
import styles from './home-sections.module.css';
import { SectionHead } from './section-head';

export function ActivityStrip({ activities }: { activities: Home['activities'] }) {
  const { t } = useTranslation();
  if (activities.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-activities">
      <SectionHead
        id="home-activities"
        title={t('home.activities')}
        subtitle={t('home.activitiesSub')}
        more={<LocaleLink to="/goods/activity_list">{t('common.more')} ›</LocaleLink>}
      />
      <div className={styles.activities}>
        {activities.slice(0, 4).map((activity) => (
          <LocaleLink key={activity.id} to={`/goods/activity_list?id=${activity.id}`} className={styles.activity}>
            {/* The artwork has no words: the name is drawn over it in the reader's language. */}
            {activity.image && <img src={activity.image} alt="" loading="lazy" />}
            <span className={styles.activityText}>
              <span className={styles.activityName} data-testid="activity-name">
                {activity.name}
              </span>
            </span>
          </LocaleLink>
        ))}
      </div>
    </section>
  );
}
