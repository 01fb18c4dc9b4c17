import { type AdminProduct, COUPON_NAME_MAX, charCount, type TranslatedNames as Names } from '@mall/contract';
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
import { categoriesQuery } from '../api/catalog-setup';
import { createCoupon } from '../api/coupons';
import { ProductListEditor } from '../components/product-list-editor';

type Fields = CouponTermsFields & { name: string; names?: Names; useType: 1 | 2 | 3; categoryId?: number };

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

  const submit = async (v: Fields) => {
    setBusy(true);
    try {
      await createCoupon({
        name: v.name.trim(),
        names: translatedNamesBody(v.names),
        useType: v.useType,
        productIds: v.useType === 2 ? products.map((p) => p.id) : [],
        categoryId: v.useType === 3 ? v.categoryId : undefined,
        ...couponTermsBody(v),
      });
      form.resetFields();
      setProducts([]);
      onCreated();
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error, COUPON_TERMS_FIELDS);
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
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ useType: 1, ...COUPON_TERMS_DEFAULTS }}>
        <Form.Item
          name="name"
          label={t('platform.coupons.name')}
          rules={[
            { required: true, whitespace: true, message: t('platform.coupons.nameEmpty') },
            {
              validator: async (_, value?: string) =>
                charCount(value ?? '') > COUPON_NAME_MAX
                  ? Promise.reject(t('platform.common.tooLong', { max: COUPON_NAME_MAX }))
                  : undefined,
            },
          ]}
        >
          <Input count={seenChars(COUPON_NAME_MAX)} data-testid="coupon-name" />
        </Form.Item>
        {/* The name in the other languages (decision 0056): left empty, that language reads the name above. */}
        <TranslatedNames max={COUPON_NAME_MAX} seen testId="coupon-names" />
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
        <CouponTermsItems />
      </Form>
    </Modal>
  );
}
