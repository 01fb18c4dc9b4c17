import { AUDIT_APPROVED, AUDIT_PENDING, AUDIT_REJECTED, type SettleRecord } from '@mall/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { LocaleLink } from '../../components/ui/locale-link';
import { useUser } from '../../lib/auth-token';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocaleNavigate } from '../../lib/use-locale';
import { useApplication } from './api/get-application';
import { useApplications } from './api/get-applications';
import { sendSettleCode } from './api/send-settle-code';
import { useSubmitApplication } from './api/submit-application';
import { AgreementDialog } from './components/agreement-dialog';
import { PictureUploader } from './components/picture-uploader';
import { SettleSteps } from './components/settle-steps';
import { CONSOLE_URL, editPath, RECORDS_PATH } from './paths';
import styles from './settle.module.css';
import {
  emailProblem,
  emptyDraft,
  SETTLE_FIELDS,
  type SettleDraft,
  type SettleField,
  settleProblems,
  toPayload,
} from './settle-rules';

/** The send-code button's clock (the sign-in dialog's, handed in by the route). */
export interface Countdown {
  phase: 'idle' | 'counting' | 'retry';
  seconds: number;
  start(): void;
}

export interface Option {
  id: number;
  name: string;
}

export interface MerchantSettledProps {
  countdown: Countdown;
  upload(file: File): Promise<{ url: string }>;
  categories: Option[];
  types: Option[];
}

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

function draftOf(record: SettleRecord | undefined): SettleDraft {
  if (!record) return emptyDraft();
  return {
    ...emptyDraft(),
    name: record.name,
    realName: record.realName,
    phone: record.phone,
    email: record.email,
    categoryId: record.categoryId,
    typeId: record.typeId,
    qualificationPictures: record.qualificationPictures,
  };
}

type Problems = Partial<Record<SettleField, string>>;

/** Focuses a field in the middle of the window, clear of the header that sticks to the top on scrolling. */
function focusField(id: string): void {
  const field = document.getElementById(id);
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: 'center' });
}

function ApplicationForm({
  countdown,
  upload,
  categories,
  types,
  record,
}: MerchantSettledProps & { record?: SettleRecord }) {
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  const submit = useSubmitApplication();
  const [draft, setDraft] = useState<SettleDraft>(() => draftOf(record));
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [reading, setReading] = useState(false);
  const base = useId();
  const idOf = (field: SettleField) => `${base}-${field}`;

  const set = <K extends SettleField>(field: K, value: SettleDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const sendCode = async () => {
    const problem = emailProblem(draft.email);
    if (problem) {
      setProblems((current) => ({ ...current, email: problem }));
      focusField(idOf('email'));
      return;
    }
    setSending(true);
    try {
      await sendSettleCode(draft.email.trim());
      showToast(t('login.emailCodeSent'), 'success');
      countdown.start();
      focusField(idOf('captcha'));
    } catch {
      // The failure was shown as a toast.
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = settleProblems(draft);
    setProblems(found);
    const first = SETTLE_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(idOf(first));
      return;
    }
    try {
      await submit.mutateAsync({ form: toPayload(draft), id: record?.id });
      showToast(t('settle.submitted'), 'success');
      navigate(RECORDS_PATH);
    } catch {
      // The server's message was shown as a toast; everything typed stays.
    }
  };

  const error = (field: SettleField) =>
    problems[field] ? (
      <p className={styles.error} id={`${idOf(field)}-error`} role="alert" data-testid={`settle-error-${field}`}>
        {t(problems[field])}
      </p>
    ) : null;
  const described = (field: SettleField) => (problems[field] ? `${idOf(field)}-error` : undefined);
  const codeLabel =
    countdown.phase === 'counting'
      ? t('login.countdown', { seconds: countdown.seconds })
      : countdown.phase === 'retry'
        ? t('login.retry')
        : t('login.sendCode');
  const text = (field: 'name' | 'realName' | 'phone' | 'email' | 'captcha', props: Record<string, unknown> = {}) => (
    <input
      id={idOf(field)}
      className={problems[field] ? `${styles.input} ${styles.invalid}` : styles.input}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      aria-invalid={problems[field] ? true : undefined}
      aria-describedby={described(field)}
      data-testid={`settle-${field}`}
      {...props}
    />
  );

  return (
    <>
      {record?.auditStatus === AUDIT_REJECTED && (
        <div className={`${styles.banner} ${styles.bannerFailed}`} data-testid="settle-editing-failed">
          <p>{t('settle.editing.failed', { reason: record.denialReason })}</p>
          <p>{t('settle.editing.failedHint')}</p>
        </div>
      )}
      {record?.auditStatus === AUDIT_PENDING && (
        <div className={styles.banner} data-testid="settle-editing-pending">
          {t('settle.editing.pending')}
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="settle-form">
        <Row id={idOf('name')} label={t('settle.fields.name')} error={error('name')}>
          {text('name', {
            maxLength: 50,
            placeholder: t('settle.fields.namePlaceholder'),
            autoComplete: 'organization',
          })}
        </Row>
        <Row id={idOf('realName')} label={t('settle.fields.realName')} error={error('realName')}>
          {text('realName', {
            maxLength: 30,
            placeholder: t('settle.fields.realNamePlaceholder'),
            autoComplete: 'name',
          })}
        </Row>
        <Row id={idOf('phone')} label={t('settle.fields.phone')} error={error('phone')}>
          {text('phone', {
            maxLength: 15,
            inputMode: 'tel',
            autoComplete: 'tel-national',
            placeholder: t('settle.fields.phonePlaceholder'),
          })}
        </Row>
        <Row id={idOf('email')} label={t('settle.fields.email')} error={error('email')}>
          <div className={styles.inline}>
            {text('email', {
              type: 'email',
              maxLength: 254,
              autoComplete: 'email',
              placeholder: t('settle.fields.emailPlaceholder'),
            })}
            <button
              type="button"
              className={`${buttons.outline} ${styles.sendCode}`}
              onClick={() => void sendCode()}
              disabled={sending || countdown.phase === 'counting'}
              data-testid="settle-send-code"
              data-phase={countdown.phase}
            >
              {sending ? t('login.sending') : codeLabel}
            </button>
          </div>
        </Row>
        <Row id={idOf('captcha')} label={t('settle.fields.code')} error={error('captcha')}>
          {text('captcha', {
            maxLength: 12,
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            placeholder: t('settle.fields.codePlaceholder'),
          })}
        </Row>
        <Row id={idOf('categoryId')} label={t('settle.fields.category')} error={error('categoryId')}>
          <Select
            id={idOf('categoryId')}
            value={draft.categoryId}
            options={categories}
            placeholder={t('settle.fields.chooseCategory')}
            invalid={Boolean(problems.categoryId)}
            describedBy={described('categoryId')}
            onChange={(id) => set('categoryId', id)}
            testId="settle-category"
          />
        </Row>
        <Row id={idOf('typeId')} label={t('settle.fields.type')} error={error('typeId')}>
          <Select
            id={idOf('typeId')}
            value={draft.typeId}
            options={types}
            placeholder={t('settle.fields.chooseType')}
            invalid={Boolean(problems.typeId)}
            describedBy={described('typeId')}
            onChange={(id) => set('typeId', id)}
            testId="settle-type"
          />
        </Row>
        <Row
          id={idOf('qualificationPictures')}
          label={t('settle.fields.pictures')}
          error={error('qualificationPictures')}
          top
        >
          <PictureUploader
            id={idOf('qualificationPictures')}
            pictures={draft.qualificationPictures}
            onChange={(pictures) => set('qualificationPictures', pictures)}
            upload={upload}
            describedBy={described('qualificationPictures')}
          />
        </Row>
        <Row id={idOf('agreement')} label="" error={error('agreement')}>
          <AgreementBox
            id={idOf('agreement')}
            checked={draft.agreement}
            onChange={(checked) => set('agreement', checked)}
            onRead={() => setReading(true)}
            describedBy={described('agreement')}
          />
        </Row>
        <div className={styles.row}>
          <span className={styles.label} />
          <div className={styles.control}>
            <button
              type="submit"
              className={`${buttons.primary} ${buttons.large} ${styles.submit}`}
              disabled={submit.isPending}
              data-testid="settle-submit"
            >
              {submit.isPending
                ? t('settle.submitting')
                : record?.auditStatus === AUDIT_REJECTED
                  ? t('settle.resubmit')
                  : record
                    ? t('settle.saveChanges')
                    : t('settle.submit')}
            </button>
            <p className={styles.hint}>{t('settle.reviewNote')}</p>
          </div>
        </div>
      </form>
      {reading && (
        <AgreementDialog
          onClose={() => setReading(false)}
          onAgree={() => {
            set('agreement', true);
            setReading(false);
          }}
        />
      )}
    </>
  );
}

function Row({
  id,
  label,
  error,
  top = false,
  children,
}: {
  id: string;
  label: string;
  error: ReactNode;
  top?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={top ? `${styles.row} ${styles.rowTop}` : styles.row}>
      {label ? (
        <label className={styles.label} htmlFor={id}>
          <span className={styles.star} aria-hidden="true">
            *
          </span>
          {label}
          <span className="visually-hidden"> ({t('settle.required')})</span>
        </label>
      ) : (
        <span className={styles.label} />
      )}
      <div className={styles.control}>
        {children}
        {error}
      </div>
    </div>
  );
}

function Select(props: {
  id: string;
  value: number;
  options: Option[];
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  onChange(id: number): void;
  testId: string;
}) {
  return (
    <select
      id={props.id}
      className={
        props.invalid ? `${styles.input} ${styles.select} ${styles.invalid}` : `${styles.input} ${styles.select}`
      }
      value={props.value || ''}
      onChange={(event) => props.onChange(Number(event.target.value) || 0)}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

function AgreementBox(props: {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  onRead(): void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('settle.agree').split('{{link}}');
  return (
    <div className={styles.agreement}>
      <input
        id={props.id}
        type="checkbox"
        className={styles.checkbox}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={props.describedBy}
        data-testid="settle-agreement"
      />
      <label htmlFor={props.id}>{before}</label>
      <button type="button" className={styles.link} onClick={props.onRead} data-testid="settle-agreement-open">
        {t('settle.agreementLink')}
      </button>
      {after && <label htmlFor={props.id}>{after}</label>}
    </div>
  );
}
