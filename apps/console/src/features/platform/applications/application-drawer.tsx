import { AUDIT_PENDING, AUDIT_REJECTED, LOCALE_NAMES, OTHER_LOCALES } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { Picture } from '../../../components/picture';
import { showFieldError } from '../../../lib/form-errors';
import { useLanguage, useT } from '../../../lib/i18n';
import { charsAtMost, seenChars } from '../../../lib/seen-chars';
import { applicationQuery, approveApplication, rejectApplication } from '../api/applications';
import { formatTime } from '../components/format';
import { AuditTag } from './audit-tag';

type Props = { id: number | null; reasonMax: number; onClose: () => void; onDone: () => void };

/** One application with its qualification pictures; a pending one can be approved or rejected with a reason. */
export function ApplicationDrawer({ id, reasonMax, onClose, onDone }: Props) {
  const t = useT();
  const language = useLanguage();
  // The app's modal API, so that the confirmation takes the console's theme and language.
  const { modal } = App.useApp();
  const detail = useQuery({ ...applicationQuery(id ?? 0), enabled: id !== null });
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const a = detail.data;

  const approve = () =>
    modal.confirm({
      title: t('platform.applications.approveConfirm', { name: a?.name ?? '' }),
      content: t('platform.applications.approveHint'),
      okText: t('platform.applications.approve'),
      onOk: async () => {
        if (!a) return;
        try {
          await approveApplication(a.id, a.version);
          onDone();
        } catch {
          // Shown already; an application changed since it was opened is shown again as it is now.
          await detail.refetch();
        }
      },
    });

  const reject = async ({ reason }: { reason: string }) => {
    if (!a) return;
    setBusy(true);
    try {
      await rejectApplication(a.id, reason.trim(), a.version);
      setRejecting(false);
      form.resetFields();
      onDone();
    } catch (error) {
      // The message was shown; the reason stays in the form and the application is shown as it is now.
      showFieldError(form, error);
      await detail.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={a ? a.name : t('platform.menu.applications')}
      extra={a ? <AuditTag status={a.auditStatus} /> : null}
      loading={detail.isLoading}
      data-testid="application-drawer"
      footer={
        a?.auditStatus === AUDIT_PENDING ? (
          <Space>
            {/* The server refuses a closed or disabled applicant (audit FL2); the button says so before it is tried. */}
            <Button
              type="primary"
              onClick={approve}
              disabled={a.applicantAccount !== 'active'}
              data-testid="application-approve"
            >
              {t('platform.applications.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)} data-testid="application-reject">
              {t('platform.applications.reject')}
            </Button>
          </Space>
        ) : null
      }
    >
      {a && (
        <>
          {a.auditStatus === AUDIT_REJECTED && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('platform.applications.deniedWith')}
              description={a.denialReason}
            />
          )}
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('platform.applications.company')}>{a.name}</Descriptions.Item>
            {/* The name in the other languages the shop opens with, approved with the name (decision 0056). */}
            <Descriptions.Item label={t('platform.shopNames.names')}>
              <div data-testid="application-names">
                {OTHER_LOCALES.some((code) => a.names[code])
                  ? OTHER_LOCALES.filter((code) => a.names[code]).map((code) => (
                      <div key={code}>
                        {LOCALE_NAMES[code]}: {a.names[code]}
                      </div>
                    ))
                  : '—'}
              </div>
            </Descriptions.Item>
            <Descriptions.Item label={t('platform.applications.realName')}>{a.realName}</Descriptions.Item>
            <Descriptions.Item label={t('platform.applications.phone')}>{a.phone}</Descriptions.Item>
            <Descriptions.Item label={t('platform.applications.email')}>{a.email}</Descriptions.Item>
            <Descriptions.Item label={t('platform.applications.category')}>{a.categoryName}</Descriptions.Item>
            <Descriptions.Item label={t('platform.applications.type')}>{a.typeName}</Descriptions.Item>
            <Descriptions.Item label={t('platform.applications.applicant')}>
              {a.userNickname} {a.userEmail && <Typography.Text type="secondary">({a.userEmail})</Typography.Text>}
              {/* A closed or disabled account cannot run a shop: approval is refused (audit FL2). */}
              {a.applicantAccount !== 'active' && (
                <div>
                  <Typography.Text type="danger" data-testid="applicant-account">
                    {t(
                      a.applicantAccount === 'closed'
                        ? 'platform.applications.accountClosed'
                        : 'platform.applications.accountDisabled',
                    )}
                  </Typography.Text>
                </div>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('platform.applications.submitted')}>
              {formatTime(a.updateTime, language)}
            </Descriptions.Item>
            {a.reviewTime && (
              <Descriptions.Item label={t('platform.applications.reviewed')}>
                {formatTime(a.reviewTime, language)}
              </Descriptions.Item>
            )}
            {a.merchantId && (
              <Descriptions.Item label={t('platform.applications.shop')}>#{a.merchantId}</Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('platform.applications.pictures', { count: a.qualificationPictures.length })}
          </Typography.Title>
          <Picture.PreviewGroup>
            <Space wrap data-testid="application-pictures">
              {a.qualificationPictures.map((url, i) => (
                <Picture
                  key={url}
                  src={url}
                  alt={t('common.a11y.picture', { n: i + 1 })}
                  width={150}
                  height={110}
                  style={{ objectFit: 'cover' }}
                />
              ))}
            </Space>
          </Picture.PreviewGroup>
        </>
      )}
      <Modal
        open={rejecting}
        title={t('platform.applications.rejectTitle')}
        okText={t('platform.applications.reject')}
        okButtonProps={{ danger: true, loading: busy, 'data-testid': 'reject-confirm' }}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(false)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={reject}>
          <Form.Item
            name="reason"
            label={t('platform.applications.reason')}
            extra={
              <>
                {t('platform.applications.reasonHint')}
                {/* The mail around the reason is in the applicant's language, the reason as typed (audit AW11). */}
                {a && (
                  <div data-testid="applicant-reads">
                    {t('platform.applications.applicantReads', { language: LOCALE_NAMES[a.applicantLocale] })}
                  </div>
                )}
              </>
            }
            rules={[
              { required: true, whitespace: true, message: t('platform.applications.reasonEmpty') },
              charsAtMost(reasonMax, t('platform.common.tooLong', { max: reasonMax })),
            ]}
          >
            <Input.TextArea rows={4} count={seenChars(reasonMax)} data-testid="reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
