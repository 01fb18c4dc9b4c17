import { AUDIT_REJECTED, LOCALE_NAMES, OTHER_LOCALES, type SettleRecord } from '@mall/contract';
import { useId } from 'react';
import { Modal } from '../../../components/ui/modal';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import styles from '../settle.module.css';
import { StatusBadge } from './status-badge';

/** Everything that was submitted, read-only (the "view" action of the records). */
export function ApplicationDetails({ record, onClose }: { record: SettleRecord; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const rows: Array<[string, string]> = [
    [t('settle.fields.name'), record.name],
    // The shop's name in the other languages given (decision 0056), each after its language as written in it.
    ...OTHER_LOCALES.flatMap((code): Array<[string, string]> => {
      const name = record.names?.[code];
      return name ? [[`${t('settle.fields.names')} · ${LOCALE_NAMES[code]}`, name]] : [];
    }),
    [t('settle.fields.realName'), record.realName],
    [t('settle.fields.phone'), record.phone],
    [t('settle.fields.email'), record.email],
    [t('settle.fields.category'), record.categoryName],
    [t('settle.fields.type'), record.typeName],
  ];
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.detailsDialog} testId="settle-details">
      <h2 id={titleId} className={styles.agreementTitle}>
        {t('settle.records.details')}
      </h2>
      <div className={styles.detailsStatus}>
        <StatusBadge status={record.auditStatus} />
        <span>{t('settle.records.submittedAt', { date: formatDate(record.updateTime, i18n.language, true) })}</span>
      </div>
      {record.auditStatus === AUDIT_REJECTED && (
        <p className={styles.reason}>
          <strong>{t('settle.records.reason')}</strong> {record.denialReason}
        </p>
      )}
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailsRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.detailsRow}>
          <dt>{t('settle.fields.pictures')}</dt>
          <dd>
            <ul className={styles.pictureList}>
              {record.qualificationPictures.map((url, index) => (
                <li key={url} className={styles.picture}>
                  <a href={url} target="_blank" rel="noopener" className={styles.pictureShow}>
                    <img src={url} alt={t('settle.showPicture', { number: index + 1 })} />
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
