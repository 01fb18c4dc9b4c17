import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { type CouponBody, createCoupon } from '../api/coupons';
import { productsQuery } from '../api/products';
import { CategoryPicker } from '../products/category-picker';

type Fields = {
  name: string;
  useType: 1 | 2 | 3;
  productIds?: number[];
  categoryId?: number;
  money: string;
  minSpend?: string;
  total?: number;
  perUser?: number;
  validity: 'days' | 'dates';
  validDays?: number;
  validRange?: [Dayjs, Dayjs];
  receiveRange?: [Dayjs, Dayjs] | null;
};

/** The shop's own goods, searched by keyword. */
function ProductSelect({ value, onChange }: { value?: number[]; onChange?: (v: number[]) => void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const { data } = useQuery(productsQuery({ keyword: keyword || undefined, page: 1, limit: 50 }));
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      maxCount={100}
      placeholder={t('merchant.coupons.productsPlaceholder')}
      options={data?.list.map((p) => ({ value: p.id, label: `${p.name} (#${p.id})` }))}
    />
  );
}

/** A new shop coupon: whole shop, chosen goods or a category; days after receiving or fixed dates. */
export function CreateCouponModal({
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
  const [busy, setBusy] = useState(false);
  const useType = Form.useWatch('useType', form);
  const validity = Form.useWatch('validity', form);

  const submit = async () => {
    const f = await form.validateFields();
    const body: CouponBody = {
      name: f.name.trim(),
      useType: f.useType,
      money: f.money,
      minSpend: f.minSpend || '0',
      total: f.total ?? 0,
      perUser: f.perUser ?? 1,
      ...(f.useType === 2 ? { productIds: f.productIds ?? [] } : {}),
      ...(f.useType === 3 && f.categoryId ? { categoryId: f.categoryId } : {}),
      ...(f.validity === 'days'
        ? { validDays: f.validDays }
        : {
            validFrom: f.validRange?.[0].startOf('day').toISOString(),
            validTo: f.validRange?.[1].endOf('day').toISOString(),
          }),
      ...(f.receiveRange
        ? {
            receiveFrom: f.receiveRange[0].startOf('day').toISOString(),
            receiveTo: f.receiveRange[1].endOf('day').toISOString(),
          }
        : {}),
    };
    setBusy(true);
    try {
      await createCoupon(body);
      form.resetFields();
      onCreated();
    } catch {
      // Message shown; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('merchant.coupons.createTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={busy}
      width={640}
      forceRender
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ useType: 1, validity: 'days', validDays: 30, total: 0, perUser: 1, minSpend: '0' }}
      >
        <Form.Item
          name="name"
          label={t('merchant.coupons.name')}
          rules={[{ required: true, whitespace: true, message: t('merchant.coupons.nameRequired') }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="useType" label={t('merchant.coupons.useType')}>
          <Radio.Group
            optionType="button"
            options={[1, 2, 3].map((v) => ({ value: v, label: t(`merchant.coupons.useTypes.${v}`) }))}
          />
        </Form.Item>
        {useType === 2 && (
          <Form.Item
            name="productIds"
            label={t('merchant.coupons.products')}
            rules={[{ required: true, type: 'array', min: 1, message: t('merchant.coupons.productsRequired') }]}
          >
            <ProductSelect />
          </Form.Item>
        )}
        {useType === 3 && (
          <Form.Item
            name="categoryId"
            label={t('merchant.coupons.category')}
            rules={[{ required: true, message: t('merchant.coupons.categoryRequired') }]}
          >
            <CategoryPicker />
          </Form.Item>
        )}
        <Flex gap={16}>
          <Form.Item
            name="money"
            label={t('merchant.coupons.money')}
            style={{ flex: 1 }}
            rules={[{ required: true, message: t('merchant.coupons.moneyRequired') }]}
          >
            <InputNumber<string> stringMode min="0.01" max="9999999" precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="minSpend" label={t('merchant.coupons.minSpend')} style={{ flex: 1 }}>
            <InputNumber<string> stringMode min="0" max="9999999" precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Flex gap={16}>
          <Form.Item
            name="total"
            label={t('merchant.coupons.total')}
            extra={t('merchant.coupons.totalHelp')}
            style={{ flex: 1 }}
          >
            <InputNumber min={0} max={1000000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="perUser" label={t('merchant.coupons.perUser')} style={{ flex: 1 }}>
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="validity" label={t('merchant.coupons.validity')}>
          <Radio.Group
            options={[
              { value: 'days', label: t('merchant.coupons.validDays') },
              { value: 'dates', label: t('merchant.coupons.validDates') },
            ]}
          />
        </Form.Item>
        {validity === 'dates' ? (
          <Form.Item name="validRange" rules={[{ required: true, message: t('merchant.coupons.datesRequired') }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item name="validDays" rules={[{ required: true, message: t('merchant.coupons.daysRequired') }]}>
            <InputNumber min={1} max={365} precision={0} addonAfter={t('merchant.coupons.days')} />
          </Form.Item>
        )}
        <Form.Item
          name="receiveRange"
          label={t('merchant.coupons.receiveWindow')}
          extra={t('merchant.coupons.receiveHelp')}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[false, false]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
