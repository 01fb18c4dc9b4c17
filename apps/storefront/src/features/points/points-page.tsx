import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorPage } from '../../components/ui/error-page';
import { Pagination } from '../../components/ui/pagination';
import { Price } from '../../components/ui/price';
import { statusOfError } from '../../lib/api-error';
import { useMoney } from '../../lib/currency';
import { formatDate, formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type PointsSummary, type PointsTab, usePointsList, usePointsSummary } from './api/get-points';
import styles from './points-page.module.css';

const TABS: { key: PointsTab; label: string }[] = [
  { key: 'all', label: 'detail' },
  { key: 'earn', label: 'earn' },
];
const LIMIT = 10;

function Figures({ summary }: { summary: PointsSummary }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const figures = [
    { key: 'current', value: number(summary.current), main: true },
    { key: 'totalEarned', value: number(summary.totalEarned) },
    { key: 'totalMoneyEarned', value: <Price value={summary.totalMoneyEarned} className={styles.money} /> },
    { key: 'frozen', value: number(summary.frozen) },
    { key: 'consumed', value: number(summary.consumed) },
  ];
  return (
    <dl className={styles.figures} data-testid="points-figures">
      {figures.map((figure) => (
        <div
          key={figure.key}
          className={figure.main ? `${styles.figure} ${styles.main}` : styles.figure}
          data-testid={`points-${figure.key}`}
        >
          <dt>{t(`points.${figure.key}`)}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Shown while the balance is below zero: a refund took back points that had already been used, and what comes in
 * next pays that first. The current figure shows the same debt as a negative number.
 */
function Owed({ summary }: { summary: PointsSummary }) {
  const { t, i18n } = useTranslation();
  if (summary.current >= 0) return null;
  return (
    <p className={styles.owed} role="note" data-testid="points-owed">
      {t('points.owed', { points: formatNumber(-summary.current, i18n.language) })}
    </p>
  );
}

function Rules({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <p className={styles.rules}>
      {t('points.rules', {
        rate: summary.earnRate,
        days: summary.frozenDays,
        value: summary.value,
        share: summary.maxShare,
        one: money('1.00'),
      })}
    </p>
  );
}

function Entries({ tab }: { tab: PointsTab }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = usePointsList(tab, page, LIMIT);
  if (query.isError) return <ErrorPage status={statusOfError(query.error)} />;
  if (!query.data) return <div className="skeleton" style={{ height: 240 }} aria-busy="true" />;
  if (query.data.list.length === 0) {
    return (
      <EmptyState title={t('points.empty')} icon="gift">
        <p>{t('points.emptyText')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <table className={styles.table} data-testid="points-entries">
        <thead>
          <tr>
            <th>{t('points.columns.detail')}</th>
            <th>{t('points.columns.time')}</th>
            <th className={styles.right}>{t('points.columns.points')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.list.map((entry) => (
            <tr key={entry.id} data-testid="points-entry" data-type={entry.type}>
              <td>
                <span className={styles.type}>
                  {/* Points a refund took back and gave back again: its money did not reach the card (audit EG3). */}
                  {t(`points.types.${entry.type === 'deduct' && entry.points > 0 ? 'deductUndone' : entry.type}`)}
                </span>
                {entry.orderNo && <span className={styles.order}>{t('points.order', { orderNo: entry.orderNo })}</span>}
                {entry.frozen && (
                  <span className={styles.frozen} data-testid="points-frozen">
                    {t('points.frozenUntil', { date: formatDate(entry.availableTime, i18n.language) })}
                  </span>
                )}
              </td>
              <td className={styles.time}>{formatDate(entry.createTime, i18n.language, true)}</td>
              <td className={`${styles.right} ${entry.points > 0 ? styles.plus : styles.minus}`}>
                {entry.points > 0
                  ? `+${formatNumber(entry.points, i18n.language)}`
                  : formatNumber(entry.points, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} total={query.data.total} limit={LIMIT} onChange={setPage} />
    </>
  );
}

/** /users/points: the five figures (current, accumulated, money accumulated, frozen, consumed) and the ledger. */
export default function PointsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('points.title'));
  const summary = usePointsSummary();
  const [tab, setTab] = useState<PointsTab>('all');
  if (summary.isError) return <ErrorPage status={statusOfError(summary.error)} />;
  return (
    <section className={styles.pageCard} data-testid="points-page">
      <h1 className={styles.title}>{t('points.title')}</h1>
      {summary.data ? (
        <>
          <Figures summary={summary.data} />
          <Owed summary={summary.data} />
          <Rules summary={summary.data} />
        </>
      ) : (
        <div className={`skeleton ${styles.figuresSkeleton}`} aria-busy="true" />
      )}
      <div className={styles.tabs} role="tablist">
        {TABS.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === entry.key}
            onClick={() => setTab(entry.key)}
            data-testid={`points-tab-${entry.label}`}
          >
            {t(`points.tabs.${entry.label}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <Entries key={tab} tab={tab} />
      </div>
    </section>
  );
}
