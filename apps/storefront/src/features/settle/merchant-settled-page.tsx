import { AUDIT_APPROVED, AUDIT_PENDING } from '@mall/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { LocaleLink } from '../../components/ui/locale-link';
import { useUser } from '../../lib/auth-token';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplication } from './api/get-application';
import { useApplications } from './api/get-applications';
import { ApplicationForm } from './components/application-form';
import { SettleSteps } from './components/settle-steps';
import { CONSOLE_URL, editPath, RECORDS_PATH } from './paths';
import styles from './settle.module.css';
import type { MerchantSettledProps } from './settle-props';

export type { Countdown, MerchantSettledProps, Option } from './settle-props';

/** /users/merchant_settled: apply to settle; with `?id=` edit or resubmit one's own application. */
export default function MerchantSettledPage(props: MerchantSettledProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('settle.title'));
  const user = useUser();
  const editId = Number(useSearchParams()[0].get('id')) || 0;
  const editing = useApplication(editId);
  const records = useApplications(1, 20);

  // The user info loaded at sign-in may predate the approval; an approved application says it as well.
  const approved = records.data?.list.some((record) => record.auditStatus === AUDIT_APPROVED);
  let body: ReactNode;
  if (user?.scope.includes('merchant') || approved) {
    body = <Notice title={t('settle.notice.merchant')} text={t('settle.notice.merchantText')} console />;
  } else if (editId > 0) {
    if (editing.isError) body = <Notice title={t('settle.notFound')} />;
    else if (!editing.data) body = <FormSkeleton />;
    else if (editing.data.auditStatus === AUDIT_APPROVED) {
      body = <Notice title={t('settle.editing.approved')} />;
    } else body = <ApplicationForm key={editing.data.id} {...props} record={editing.data} />;
  } else if (records.isPending) {
    body = <FormSkeleton />;
  } else {
    const pending = records.data?.list.find((record) => record.auditStatus === AUDIT_PENDING);
    body = pending ? (
      <Notice title={t('settle.notice.pending')} text={t('settle.notice.pendingText')} editId={pending.id} />
    ) : (
      <ApplicationForm {...props} />
    );
  }

  return (
    <section className={styles.card} data-testid="merchant-settled">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('settle.title')}</h1>
        <p className={styles.intro}>{t('settle.intro')}</p>
        <SettleSteps />
      </header>
      {body}
    </section>
  );
}

function FormSkeleton() {
  return (
    <div className={styles.formSkeleton} aria-busy="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className="skeleton" />
      ))}
    </div>
  );
}

function Notice({
  title,
  text,
  editId,
  console = false,
}: {
  title: string;
  text?: string;
  editId?: number;
  console?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} data-testid="settle-notice">
      <p className={styles.noticeTitle}>{title}</p>
      {text && <p className={styles.noticeText}>{text}</p>}
      <div className={styles.noticeActions}>
        {console && (
          <a href={CONSOLE_URL} className={buttons.primary} data-testid="settle-console">
            {t('settle.notice.console')}
          </a>
        )}
        <LocaleLink
          to={RECORDS_PATH}
          className={console ? buttons.ghost : buttons.primary}
          data-testid="settle-to-records"
        >
          {t('settle.notice.records')}
        </LocaleLink>
        {editId !== undefined && (
          <LocaleLink to={editPath(editId)} className={buttons.ghost}>
            {t('settle.notice.edit')}
          </LocaleLink>
        )}
      </div>
    </div>
  );
}
