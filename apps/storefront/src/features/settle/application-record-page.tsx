import { AUDIT_APPROVED, AUDIT_PENDING, AUDIT_REJECTED, type SettleRecord } from '@mall/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { EmptyState } from '../../components/ui/empty-state';
import { LocaleLink } from '../../components/ui/locale-link';
import { Pagination } from '../../components/ui/pagination';
import { useUser } from '../../lib/auth-token';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplications } from './api/get-applications';
import { ApplicationDetails } from './components/application-details';
import { StatusBadge } from './components/status-badge';
import { APPLY_PATH, CONSOLE_URL, editPath } from './paths';
import styles from './settle.module.css';

const LIMIT = 10;

/** /users/application_record: my applications, their review state, and view, edit and resubmit. */
export default function ApplicationRecordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settle.records.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const records = useApplications(page, LIMIT);
  const user = useUser();
  const [viewing, setViewing] = useState<SettleRecord | null>(null);
  const list = records.data?.list ?? [];
  // A shop owner neither applies again nor changes old applications (the server refuses both).
  const isMerchant = Boolean(user?.scope.includes('merchant')) || list.some((r) => r.auditStatus === AUDIT_APPROVED);
  const canApply = !isMerchant && !list.some((record) => record.auditStatus === AUDIT_PENDING) && page === 1;

  const goTo = (next: number) => {
    const changed = new URLSearchParams(params);
    changed.set('page', String(next));
    setParams(changed);
  };

  return (
    <section className={styles.card} data-testid="application-record">
      <header className={styles.recordsHead}>
        <div>
          <h1 className={styles.title}>{t('settle.records.title')}</h1>
          <p className={styles.intro}>{t('settle.reviewNote')}</p>
        </div>
        {canApply && list.length > 0 && (
          <LocaleLink to={APPLY_PATH} className={buttons.primary} data-testid="records-apply">
            {t('settle.records.apply')}
          </LocaleLink>
        )}
      </header>
      {records.isPending ? (
        <div className={styles.formSkeleton} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState title={records.isError ? t('errorPage.failed') : t('settle.records.empty')} icon="store">
          {!records.isError && <p>{t('settle.records.emptyText')}</p>}
          {!records.isError && (
            <LocaleLink to={APPLY_PATH} className={buttons.primary} data-testid="records-apply">
              {t('settle.records.apply')}
            </LocaleLink>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className={styles.records} aria-label={t('settle.records.list')}>
            {list.map((record) => (
              <li key={record.id}>
                <RecordCard record={record} canEdit={!isMerchant} onView={() => setViewing(record)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={records.data?.total ?? 0} limit={LIMIT} onChange={goTo} />
        </>
      )}
      {viewing && <ApplicationDetails record={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

function RecordCard({ record, canEdit, onView }: { record: SettleRecord; canEdit: boolean; onView(): void }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language, true);
  return (
    <article className={styles.record} data-testid="settle-record" data-status={record.auditStatus}>
      <div className={styles.recordMain}>
        <div className={styles.recordTitleRow}>
          <h2 className={styles.recordName}>{record.name}</h2>
          <StatusBadge status={record.auditStatus} />
        </div>
        <p className={styles.recordMeta}>
          <span>{[record.categoryName, record.typeName].filter(Boolean).join(' · ')}</span>
          <span>{t('settle.records.submittedAt', { date: date(record.updateTime) })}</span>
          {record.reviewTime && <span>{t('settle.records.reviewedAt', { date: date(record.reviewTime) })}</span>}
        </p>
        {record.auditStatus === AUDIT_PENDING && (
          <p className={styles.recordNote} data-testid="record-note">
            {t('settle.records.pendingNote')}
          </p>
        )}
        {record.auditStatus === AUDIT_APPROVED && (
          <p className={`${styles.recordNote} ${styles.recordNoteOk}`} data-testid="record-note">
            {t('settle.records.approvedNote')}
          </p>
        )}
        {record.auditStatus === AUDIT_REJECTED && (
          <div className={styles.reason} data-testid="record-reason">
            <p>
              <strong>{t('settle.records.reason')}</strong>{' '}
              <span data-testid="denial-reason">{record.denialReason}</span>
            </p>
            {canEdit && <p className={styles.reasonHint}>{t('settle.records.failedNote')}</p>}
          </div>
        )}
      </div>
      <div className={styles.recordActions}>
        <button type="button" className={buttons.ghost} onClick={onView} data-testid="record-view">
          {t('settle.records.view')}
        </button>
        {canEdit && record.auditStatus === AUDIT_PENDING && (
          <LocaleLink to={editPath(record.id)} className={buttons.outline} data-testid="record-edit">
            {t('settle.records.edit')}
          </LocaleLink>
        )}
        {canEdit && record.auditStatus === AUDIT_REJECTED && (
          <LocaleLink to={editPath(record.id)} className={buttons.primary} data-testid="record-resubmit">
            {t('settle.records.resubmit')}
          </LocaleLink>
        )}
        {record.auditStatus === AUDIT_APPROVED && (
          <a href={CONSOLE_URL} className={buttons.primary} data-testid="record-console">
            {t('settle.notice.console')}
          </a>
        )}
        {record.auditStatus === AUDIT_APPROVED && record.merchantId && (
          <LocaleLink
            to={`/merchant/merchant/home?merId=${record.merchantId}`}
            className={buttons.outline}
            data-testid="record-shop"
          >
            {t('settle.records.visitShop')}
          </LocaleLink>
        )}
      </div>
    </article>
  );
}
