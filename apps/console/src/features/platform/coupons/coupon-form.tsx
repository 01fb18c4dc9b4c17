import type { AdminProduct } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { categoriesQuery } from '../api/catalog-setup';
import { createCoupon } from '../api/coupons';
import { ProductListEditor } from '../components/product-list-editor';

type Fields = {
  name: string;
  useType: 1 | 2 | 3;
  categoryId?: number;
  money: string;
  minSpend?: string;
  total?: number | null;
  perUser?: number | null;
  validityKind: 'days' | 'dates';
  validDays?: number | null;
  validRange?: [Dayjs, Dayjs];
  receiveRange?: [Dayjs, Dayjs] | null;
};

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/** A new platform coupon: whole mall, chosen goods or a category; days after receiving or fixed dates. */
export function CouponForm({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Fields>();
  const [products, setProducts] = useState<AdminProduct[]>([]);
  const [busy, setBusy] = useState(false);
  const categories = useQuery({ ...categoriesQuery(), enabled: open });
  const useType = Form.useWatch('useType', form);
  const validityKind = Form.useWatch('validityKind', form);

  const submit = async (v: Fields) => {
    setBusy(true);
    try {
      await createCoupon({
        name: v.name.trim(),
        useType: v.useType,
        productIds: v.useType === 2 ? products.map((p) => p.id) : [],
        categoryId: v.useType === 3 ? v.categoryId : undefined,
        money: v.money.trim(),
        minSpend: v.minSpend?.trim() || '0',
        total: v.total ?? 0,
        perUser: v.perUser ?? 1,
        validDays: v.validityKind === 'days' ? (v.validDays ?? undefined) : undefined,
        validFrom: v.validityKind === 'dates' ? v.validRange?.[0].toISOString() : undefined,
        validTo: v.validityKind === 'dates' ? v.validRange?.[1].toISOString() : undefined,
        receiveFrom: v.receiveRange?.[0]?.toISOString(),
        receiveTo: v.receiveRange?.[1]?.toISOString(),
      });
      form.resetFields();
      setProducts([]);
      onCreated();
    } catch {
      // Shown by the API client; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('platform.coupons.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.actions.create')}
      okButtonProps={{ loading: busy, 'data-testid': 'coupon-save' }}
      width={760}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ useType: 1, validityKind: 'days', validDays: 30, perUser: 1, total: 0, minSpend: '0' }}
      >
        <Form.Item
          name="name"
          label={t('platform.coupons.name')}
          rules={[
            { required: true, whitespace: true, message: t('platform.coupons.nameEmpty') },
            { max: 40, message: t('platform.common.tooLong', { max: 40 }) },
          ]}
        >
          <Input showCount maxLength={40} data-testid="coupon-name" />
        </Form.Item>
        <Form.Item name="useType" label={t('platform.coupons.scope')}>
          <Radio.Group
            optionType="button"
            options={([1, 2, 3] as const).map((value) => ({ value, label: t(`platform.coupons.useTypes.${value}`) }))}
          />
        </Form.Item>
        {useType === 2 && (
          <Form.Item label={t('platform.coupons.products')} required>
            <ProductListEditor value={products} onChange={setProducts} max={100} />
          </Form.Item>
        )}
        {useType === 3 && (
          <Form.Item
            name="categoryId"
            label={t('platform.coupons.category')}
            rules={[{ required: true, message: t('platform.coupons.categoryEmpty') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              style={{ width: 320 }}
              options={(categories.data ?? []).map((top) => ({
                label: top.name,
                options: [
                  { value: top.id, label: top.name },
                  ...(top.childList ?? []).map((c) => ({ value: c.id, label: `${top.name} / ${c.name}` })),
                ],
              }))}
            />
          </Form.Item>
        )}
        <Form.Item style={{ marginBottom: 0 }}>
          <Form.Item
            name="money"
            label={t('platform.coupons.money')}
            rules={[{ required: true, pattern: MONEY, message: t('platform.coupons.moneyInvalid') }]}
            style={{ display: 'inline-block', width: 200, marginRight: 16 }}
          >
            <Input prefix="$" data-testid="coupon-money" />
          </Form.Item>
          <Form.Item
            name="minSpend"
            label={t('platform.coupons.minSpend')}
            tooltip={t('platform.coupons.minSpendHint')}
            rules={[{ pattern: MONEY, message: t('platform.coupons.moneyInvalid') }]}
            style={{ display: 'inline-block', width: 200, marginRight: 16 }}
          >
            <Input prefix="$" />
          </Form.Item>
          <Form.Item
            name="total"
            label={t('platform.coupons.total')}
            tooltip={t('platform.coupons.totalHint')}
            style={{ display: 'inline-block', width: 140, marginRight: 16 }}
          >
            <InputNumber min={0} max={1000000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="perUser"
            label={t('platform.coupons.perUser')}
            style={{ display: 'inline-block', width: 120 }}
          >
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form.Item>
        <Form.Item name="validityKind" label={t('platform.coupons.validity')}>
          <Radio.Group
            options={[
              { value: 'days', label: t('platform.coupons.byDays') },
              { value: 'dates', label: t('platform.coupons.byDates') },
            ]}
          />
        </Form.Item>
        {validityKind === 'dates' ? (
          <Form.Item name="validRange" rules={[{ required: true, message: t('platform.coupons.datesEmpty') }]}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        ) : (
          <Form.Item name="validDays" rules={[{ required: true, message: t('platform.coupons.daysEmpty') }]}>
            <InputNumber
              min={1}
              max={365}
              precision={0}
              addonAfter={t('platform.coupons.days')}
              style={{ width: 180 }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="receiveRange"
          label={t('platform.coupons.receiveWindow')}
          tooltip={t('platform.coupons.receiveHint')}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
