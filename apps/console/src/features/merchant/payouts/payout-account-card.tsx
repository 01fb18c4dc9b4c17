import type { PayoutAccountInput, PayoutMethodValue } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { dateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { seenChars } from '../../../lib/seen-chars';
import { askAccountChange, confirmAccountChange, payoutAccountQuery } from '../api/payouts';
import { useShopTimeZone } from '../api/shop-profile';

type Fields = { method: PayoutMethodValue; stripeAccountId?: string; holder?: string; bankText?: string };

/**
 * Where the shop is paid, and the change with the code emailed to the shop's owner. `canChange`: the reader is the
 * shop's owner; only the owner changes it (audit CY1). Another member reads it as the server masked it (`masked`,
 * decision 0058: the last four characters, no holder), with a line saying so.
 */
export function PayoutAccountCard({ canChange = true }: { canChange?: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const zone = useShopTimeZone();
  const { data } = useQuery(payoutAccountQuery());
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Fields>();
  const method = Form.useWatch('method', form);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['merchant'] });
  const close = () => {
    setEditing(false);
    setSentTo(null);
    setCode('');
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The API client showed the reason.
    } finally {
      setBusy(false);
    }
  };
  const ask = () =>
    run(async () => {
      const v = await form.validateFields();
      const body: PayoutAccountInput =
        v.method === 'stripe'
          ? { method: 'stripe', stripeAccountId: (v.stripeAccountId ?? '').trim() }
          : { method: 'offline', holder: (v.holder ?? '').trim(), bankText: (v.bankText ?? '').trim() };
      const sent = await askAccountChange(body);
      setSentTo(sent.sentTo);
      await refresh();
    });
  const confirm = () =>
    run(async () => {
      await confirmAccountChange(code.trim());
      await refresh();
      close();
    });

  if (!data) return <Card title={t('merchant.payouts.account.title')}>{<Skeleton active />}</Card>;
  const account = data.account;
  const pending = data.pendingChange;
  return (
    <Card
      title={t('merchant.payouts.account.title')}
      extra={
        canChange &&
        !data.masked && (
          <Button
            onClick={() => {
              form.setFieldsValue({
                method: account?.method ?? 'offline',
                stripeAccountId: account?.stripeAccountId ?? '',
                holder: account?.holder ?? '',
                bankText: account?.bankText ?? '',
              });
              setSentTo(pending?.sentTo ?? null);
              setEditing(true);
            }}
            data-testid="payout-account-change"
          >
            {account ? t('merchant.payouts.account.change') : t('merchant.payouts.account.setUp')}
          </Button>
        )
      }
    >
      {account ? (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('merchant.payouts.account.method')}>
            {t(`merchant.payouts.method.${account.method}`)}
          </Descriptions.Item>
          {account.method === 'stripe' ? (
            <Descriptions.Item label={t('merchant.payouts.account.stripeAccountId')}>
              <Typography.Text code>{account.stripeAccountId}</Typography.Text>
            </Descriptions.Item>
          ) : (
            <>
              {!data.masked && (
                <Descriptions.Item label={t('merchant.payouts.account.holder')}>{account.holder}</Descriptions.Item>
              )}
              <Descriptions.Item label={t('merchant.payouts.account.bankText')}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{account.bankText}</span>
              </Descriptions.Item>
            </>
          )}
          <Descriptions.Item label={t('merchant.payouts.account.updated')}>
            {dateTime(account.updateTime, zone)}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('merchant.payouts.account.none')}</Typography.Text>
      )}
      {data.masked && (
        <Typography.Paragraph
          type="secondary"
          style={{ marginTop: 12, marginBottom: 0 }}
          data-testid="payout-account-owner-only"
        >
          {t('merchant.payoutAccountMembers.ownerOnly')}
        </Typography.Paragraph>
      )}
      {account?.heldUntil && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message={t('merchant.payouts.account.held', { time: dateTime(account.heldUntil, zone) })}
        />
      )}
      {pending && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          message={t('merchant.payouts.account.pending', {
            email: pending.sentTo,
            time: dateTime(pending.expiresAt, zone),
          })}
        />
      )}
      <Modal
        open={editing}
        title={account ? t('merchant.payouts.account.change') : t('merchant.payouts.account.setUp')}
        onCancel={close}
        destroyOnHidden
        okText={sentTo ? t('merchant.payouts.account.confirm') : t('merchant.payouts.account.sendCode')}
        okButtonProps={{ loading: busy, disabled: sentTo !== null && !/^\d{6}$/.test(code.trim()) }}
        onOk={sentTo ? confirm : ask}
      >
        <Typography.Paragraph type="secondary">
          {t('merchant.payouts.account.explain', { count: data.holdHours })}
        </Typography.Paragraph>
        <Form<Fields> form={form} layout="vertical" disabled={sentTo !== null}>
          <Form.Item name="method" label={t('merchant.payouts.account.method')}>
            <Radio.Group>
              <Radio value="offline">{t('merchant.payouts.method.offline')}</Radio>
              <Radio value="stripe" disabled={!data.stripeAvailable}>
                {t('merchant.payouts.method.stripe')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          {method === 'stripe' ? (
            <Form.Item
              name="stripeAccountId"
              label={t('merchant.payouts.account.stripeAccountId')}
              rules={[
                {
                  required: true,
                  pattern: /^acct_[A-Za-z0-9]{1,64}$/,
                  message: t('merchant.payouts.account.stripeRule'),
                },
              ]}
            >
              <Input placeholder="acct_1A2b3C" maxLength={69} data-testid="payout-stripe-id" />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="holder"
                label={t('merchant.payouts.account.holder')}
                rules={[{ required: true, whitespace: true, message: t('merchant.payouts.account.holderRule') }]}
              >
                <Input count={seenChars(80, false)} data-testid="payout-holder" />
              </Form.Item>
              <Form.Item
                name="bankText"
                label={t('merchant.payouts.account.bankText')}
                rules={[{ required: true, whitespace: true, message: t('merchant.payouts.account.bankRule') }]}
              >
                <Input.TextArea
                  rows={3}
                  count={seenChars(500)}
                  placeholder={t('merchant.payouts.account.bankPlaceholder')}
                  data-testid="payout-bank"
                />
              </Form.Item>
            </>
          )}
        </Form>
        {sentTo && (
          <>
            <Alert type="info" showIcon message={t('merchant.payouts.account.codeSent', { email: sentTo })} />
            <Input
              style={{ marginTop: 12, maxWidth: 200 }}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              inputMode="numeric"
              maxLength={6}
              placeholder={t('merchant.payouts.account.code')}
              aria-label={t('merchant.payouts.account.code')}
              onPressEnter={confirm}
              data-testid="payout-code"
            />
          </>
        )}
      </Modal>
    </Card>
  );
}
