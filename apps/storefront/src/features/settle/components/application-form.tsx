import { AUDIT_PENDING, AUDIT_REJECTED, type SettleRecord, SHOP_NAME_MAX } from '@mall/contract';
import buttons from '../../../components/ui/button.module.css';
import { CaptchaPicture } from '../../../components/ui/captcha-picture';
import { useTranslation } from '../../../lib/i18n';
import styles from '../settle.module.css';
import type { MerchantSettledProps } from '../settle-props';
import type { SettleField } from '../settle-rules';
import { useApplicationForm } from '../use-application-form';
import { AgreementDialog } from './agreement-dialog';
import { AgreementBox, NamesRow, Row, Select } from './application-form-parts';
import { PictureUploader } from './picture-uploader';

/** The application: a new one, or `record` to edit or resubmit. */
export function ApplicationForm({
  countdown,
  upload,
  categories,
  types,
  record,
}: MerchantSettledProps & { record?: SettleRecord }) {
  const { t } = useTranslation();
  const { draft, problems, sending, reading, setReading, idOf, set, sendCode, onSubmit, submit, challengeField } =
    useApplicationForm(countdown, record);

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
        <NamesRow
          id={idOf('names')}
          names={draft.names}
          max={SHOP_NAME_MAX}
          invalid={Boolean(problems.names)}
          describedBy={described('names')}
          error={error('names')}
          onChange={(names) => set('names', names)}
        />
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
        {challengeField && (
          <Row id={`${idOf('email')}-picture`} label={t('login.captcha')} error={null}>
            <div className={styles.inline}>
              <input
                id={`${idOf('email')}-picture`}
                className={styles.input}
                value={challengeField.code}
                onChange={(event) => challengeField.setCode(event.target.value)}
                maxLength={10}
                autoComplete="off"
                data-testid="captcha-input"
              />
              <CaptchaPicture
                captcha={challengeField.shown}
                onRefresh={challengeField.refresh}
                title={t('login.captchaRefresh')}
                className={styles.captcha}
              />
            </div>
          </Row>
        )}
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
