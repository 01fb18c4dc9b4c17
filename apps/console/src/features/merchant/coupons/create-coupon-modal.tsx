import { COUPON_NAME_MAX, type TranslatedNames as Names } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import {
  COUPON_TERMS_DEFAULTS,
  COUPON_TERMS_FIELDS,
  type CouponTermsFields,
  CouponTermsItems,
  couponTermsBody,
} from '../../../components/coupon-terms';
import { Form } from '../../../components/form';
import { TranslatedNames, translatedNamesBody } from '../../../components/translated-names';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { seenChars } from '../../../lib/seen-chars';
import { type CouponBody, createCoupon } from '../api/coupons';
import { productsQuery } from '../api/products';
import { CategoryPicker } from '../products/category-picker';

type Fields = CouponTermsFields & {
  name: string;
  names?: Names;
  useType: 1 | 2 | 3;
  productIds?: number[];
  categoryId?: number;
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
      aria-label={t('merchant.coupons.productsPlaceholder')}
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

  const submit = async () => {
    // An invalid field keeps the dialog open with its message under the field; nothing else to report.
    const f = await form.validateFields().catch(() => null);
    if (!f) return;
    const body: CouponBody = {
      name: f.name.trim(),
      names: translatedNamesBody(f.names),
      useType: f.useType,
      ...(f.useType === 2 ? { productIds: f.productIds ?? [] } : {}),
      ...(f.useType === 3 && f.categoryId ? { categoryId: f.categoryId } : {}),
      ...couponTermsBody(f),
    };
    setBusy(true);
    try {
      await createCoupon(body);
      form.resetFields();
      onCreated();
    } catch (error) {
      // Message shown; the dialog keeps what was typed.
      showFieldError(form, error, COUPON_TERMS_FIELDS);
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
      <Form<Fields> form={form} layout="vertical" initialValues={{ useType: 1, ...COUPON_TERMS_DEFAULTS }}>
        <Form.Item
          name="name"
          label={t('merchant.coupons.name')}
          rules={[{ required: true, whitespace: true, message: t('merchant.coupons.nameRequired') }]}
        >
          <Input count={seenChars(COUPON_NAME_MAX)} data-testid="coupon-name" />
        </Form.Item>
        {/* The name in the other languages (decision 0056): left empty, that language reads the name above. */}
        <TranslatedNames max={COUPON_NAME_MAX} seen testId="coupon-names" />
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
        <CouponTermsItems />
      </Form>
    </Modal>
  );
}
