import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { type Locale, PRODUCT_LIMITS } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Skeleton, Space, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Form } from '../../../components/form';
import { ImageListUpload } from '../../../components/image-upload';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { PageHeader } from '../../../components/page-header';
import { useClearable } from '../../../lib/antd-icons';
import { showFieldError } from '../../../lib/form-errors';
import { useLanguage, useT } from '../../../lib/i18n';
import { seenChars } from '../../../lib/seen-chars';
import { createProduct, type ProductBody, productQuery, updateProduct } from '../api/products';
import { shopCategoriesQuery } from '../api/shop-categories';
import { templatesQuery } from '../shipping/api';
import { CategoryPicker } from './category-picker';
import { DescriptionField } from './description-field';
import { emptyFields, type Fields, fieldsOf, shopCategoryOptions } from './product-fields';
import { type AttrRow, mergeSkus, type SkuRow, SkuTable, skuRowsProblem, usableAttrs } from './sku-table';
import { TakenDownAlert } from './taken-down';
import { LanguagesCard, realignedTranslations, swappedOriginal, translationsBody } from './translation-tabs';

export default function ProductFormPage() {
  const clearable = useClearable();
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : undefined;
  const editing = id !== undefined && Number.isInteger(id);
  const product = useQuery({ ...productQuery(id ?? 0), enabled: editing });
  const shopCategories = useQuery(shopCategoriesQuery());
  const templates = useQuery(templatesQuery());
  const [form] = Form.useForm<Fields>();
  const isVirtual = Form.useWatch('isVirtual', form) as boolean | undefined;
  const categoryId = Form.useWatch('categoryId', form) as number | undefined;
  // The product's category, hidden by the platform since: named and marked, and a visible one asked for (audit DS7).
  const saved = product.data;
  const hiddenCategory = useMemo(
    () =>
      saved?.categoryHidden
        ? {
            id: saved.categoryId,
            label: `${saved.categoryName ?? saved.categoryId} (${t('merchant.productForm.categoryHiddenTag')})`,
          }
        : undefined,
    [saved, t],
  );
  const hiddenChosen = hiddenCategory !== undefined && categoryId === hiddenCategory.id;
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(!editing);
  /** The version the form shows; the save names it, and the server refuses it once the product moved on. */
  const [version, setVersion] = useState<number>();
  /** The attributes the translations' values are aligned with (by position, as the server keeps them). */
  const translatedAttrs = useRef<{ name: string; values: string[] }[]>([]);
  /** The language the fields above are written in, before the merchant's latest choice. */
  const writtenIn = useRef<Locale>(language);
  const [swapped, setSwapped] = useState<{ from: Locale; to: Locale } | null>(null);

  // The page mounts afresh per address (router.tsx); the product is read from the server, never from a cached copy.
  useEffect(() => {
    if (editing && product.data && product.isFetchedAfterMount && !loaded) {
      form.setFieldsValue(fieldsOf(product.data));
      translatedAttrs.current = usableAttrs(product.data.attrs);
      writtenIn.current = product.data.originalLocale ?? 'en';
      setVersion(product.data.version);
      setLoaded(true);
    }
  }, [editing, product.data, product.isFetchedAfterMount, loaded, form]);

  const watchedAttrs = Form.useWatch('attrs', form) as AttrRow[] | undefined;
  const attrs = useMemo(() => usableAttrs(watchedAttrs), [watchedAttrs]);
  const attrsKey = JSON.stringify(attrs);
  // The SKU rows follow the attributes. The form's own value is read here (the watched one lags a render behind
  // setFieldsValue), so that loading a product never replaces its SKUs with empty rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attrsKey is the trigger; the value is read fresh.
  useEffect(() => {
    if (!loaded) return;
    const current = form.getFieldValue('skus') as SkuRow[] | undefined;
    const next = mergeSkus(usableAttrs(form.getFieldValue('attrs') as AttrRow[] | undefined), current);
    if (JSON.stringify(next) !== JSON.stringify(current)) form.setFieldValue('skus', next);
  }, [attrsKey, loaded, form]);

  // A value or attribute removed, added or renamed: the translations follow their own values (audit CT3). Only the
  // merchant's changes come here, not the product's loading.
  const valuesChanged = (changed: Partial<Fields>) => {
    // Written in a language it has a translation in: the two swap, nothing is dropped (audit CT6).
    if (changed.originalLocale) {
      const from = writtenIn.current;
      writtenIn.current = changed.originalLocale;
      const next = swappedOriginal(form.getFieldsValue(true) as Fields, from, changed.originalLocale);
      if (next) {
        form.setFieldsValue(next);
        translatedAttrs.current = usableAttrs(next.attrs);
      }
      setSwapped(next ? { from, to: changed.originalLocale } : null);
    }
    if (!('attrs' in changed)) return;
    const before = translatedAttrs.current;
    const after = usableAttrs(form.getFieldValue('attrs') as AttrRow[] | undefined);
    if (JSON.stringify(after) === JSON.stringify(before)) return;
    translatedAttrs.current = after;
    form.setFieldValue('translations', realignedTranslations(form.getFieldValue('translations'), before, after));
  };

  const submit = async (fields: Fields) => {
    const body: ProductBody = {
      name: fields.name.trim(),
      categoryId: fields.categoryId as number,
      shopCategoryId: fields.shopCategoryId ?? null,
      images: fields.images,
      description: fields.description ?? '',
      attrs,
      // The rules let no unreadable text through (skuRowsProblem): the cells hold the contract's values.
      skus: fields.skus.map((s) => ({
        ...s,
        price: String(s.price ?? ''),
        otPrice: String(s.otPrice ?? ''),
        stock: Number(s.stock),
      })),
      onSale: fields.onSale,
      weight: String(fields.weight ?? '0') || '0',
      shippingTemplateId: fields.shippingTemplateId ?? null,
      isVirtual: fields.isVirtual ?? false,
      originalLocale: fields.originalLocale,
      translations: translationsBody(fields.translations, attrs, fields.originalLocale),
      ...(editing ? { version } : {}),
    };
    setSaving(true);
    try {
      if (editing) await updateProduct(id, body);
      else await createProduct(body);
      await queryClient.invalidateQueries({ queryKey: ['merchant'] });
      navigate('/merchant/products');
    } catch (error) {
      // The client showed the server's message; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? `${t('merchant.productForm.editTitle')} #${id}` : t('merchant.productForm.createTitle');
  if (editing && !loaded) {
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <Skeleton active />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} extra={<Button onClick={() => navigate(-1)}>{t('common.actions.back')}</Button>} />
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={emptyFields(language)}
        onFinish={submit}
        onValuesChange={valuesChanged}
        scrollToFirstError
        data-testid="product-form"
      >
        {saved && <TakenDownAlert product={saved} />}
        <Card title={t('merchant.productForm.basics')} style={{ marginBottom: 16 }}>
          <Form.Item
            name="name"
            label={t('merchant.productForm.name')}
            rules={[{ required: true, whitespace: true, message: t('merchant.productForm.nameRequired') }]}
          >
            <Input count={seenChars(100)} />
          </Form.Item>
          <Flex gap={16}>
            <Form.Item
              name="categoryId"
              label={t('merchant.productForm.category')}
              rules={[{ required: true, message: t('merchant.productForm.categoryRequired') }]}
              style={{ flex: 1 }}
              {...(hiddenChosen
                ? { validateStatus: 'warning' as const, help: t('merchant.productForm.categoryHidden') }
                : {})}
              extra={t('merchant.productForm.categoryHelp')}
            >
              <CategoryPicker
                leafOnly
                placeholder={t('merchant.productForm.categoryRequired')}
                hidden={hiddenCategory}
              />
            </Form.Item>
            <Form.Item name="shopCategoryId" label={t('merchant.productForm.shopCategory')} style={{ flex: 1 }}>
              <TreeSelect
                allowClear={clearable}
                treeDefaultExpandAll
                treeData={shopCategoryOptions(shopCategories.data ?? [])}
                placeholder={t('merchant.productForm.shopCategoryNone')}
              />
            </Form.Item>
          </Flex>
          <Form.Item
            name="images"
            label={t('merchant.productForm.images')}
            extra={t('merchant.productForm.imagesHelp')}
            rules={[{ required: true, type: 'array', min: 1, message: t('merchant.productForm.imagesRequired') }]}
          >
            <ImageListUpload max={PRODUCT_LIMITS.images} data-testid="product-images" />
          </Form.Item>
          <Form.Item
            name="onSale"
            label={t('merchant.productForm.onSale')}
            valuePropName="checked"
            // Taken down by the platform: the shop fixes the product, the platform decides when it may sell again.
            {...(saved?.takenDownAt
              ? { extra: t('merchant.productTakedown.switchOff', { reason: saved.takedownReason ?? '' }) }
              : {})}
          >
            <Switch disabled={Boolean(saved?.takenDownAt)} data-testid="product-on-sale" />
          </Form.Item>
        </Card>

        <Card title={t('merchant.productForm.specs')} style={{ marginBottom: 16 }}>
          <Form.List name="attrs">
            {(items, { add, remove }) => (
              <>
                {items.map((item) => (
                  <Space key={item.key} align="start" style={{ display: 'flex', marginBottom: 8 }}>
                    <Form.Item
                      name={[item.name, 'name']}
                      rules={[
                        { required: true, whitespace: true, message: t('merchant.productForm.attrNameRequired') },
                      ]}
                    >
                      <Input
                        placeholder={t('merchant.productForm.attrName')}
                        aria-label={t('merchant.productForm.attrName')}
                        maxLength={20}
                        style={{ width: 180 }}
                        data-testid={`attr-name-${item.name}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'values']}
                      rules={[
                        {
                          required: true,
                          type: 'array',
                          min: 1,
                          message: t('merchant.productForm.attrValuesRequired'),
                        },
                      ]}
                    >
                      <Select
                        mode="tags"
                        open={false}
                        tokenSeparators={[',', '，']}
                        placeholder={t('merchant.productForm.attrValues')}
                        aria-label={t('merchant.productForm.attrValues')}
                        style={{ width: 460 }}
                        maxCount={PRODUCT_LIMITS.values}
                        data-testid={`attr-values-${item.name}`}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(item.name)}
                      aria-label={t('common.actions.delete')}
                    />
                  </Space>
                ))}
                {items.length < PRODUCT_LIMITS.attrs && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', values: [] })}>
                    {t('merchant.productForm.addAttr')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
          <Form.Item
            name="skus"
            style={{ marginTop: 16, marginBottom: 0 }}
            rules={[
              {
                // Each refused box says why under it; the table's message says the rows are not ready yet.
                validator: (_, rows: SkuRow[]) => {
                  const problem = skuRowsProblem(rows);
                  return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
                },
              },
            ]}
          >
            <SkuTable attrs={attrs} />
          </Form.Item>
        </Card>

        <Card title={t('shipping.product.title')} style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap>
            <Form.Item
              name="isVirtual"
              label={t('shipping.product.virtual')}
              valuePropName="checked"
              extra={t('shipping.product.virtualHelp')}
              style={{ flex: '1 1 200px' }}
            >
              <Switch data-testid="product-virtual" />
            </Form.Item>
            <Form.Item
              name="weight"
              label={t('shipping.product.weight')}
              extra={t('shipping.product.weightHelp')}
              rules={[between(t, 0, 9999)]}
              style={{ flex: '1 1 200px' }}
            >
              <NumberInput
                stringMode
                decimals={3}
                suffix={t('shipping.form.kg')}
                disabled={isVirtual}
                style={{ width: 200 }}
                data-testid="product-weight"
              />
            </Form.Item>
            <Form.Item
              name="shippingTemplateId"
              label={t('shipping.product.template')}
              extra={t('shipping.product.templateHelp')}
              style={{ flex: '2 1 300px' }}
            >
              <Select<number | null>
                disabled={isVirtual}
                loading={templates.isPending}
                options={[
                  { value: null, label: t('shipping.product.shopDefault') },
                  ...(templates.data ?? []).map((template) => ({
                    value: template.id,
                    label: template.isDefault ? `${template.name} (${t('shipping.list.default')})` : template.name,
                  })),
                ]}
                data-testid="product-template"
              />
            </Form.Item>
          </Flex>
        </Card>

        <Card title={t('merchant.productForm.description')} style={{ marginBottom: 16 }}>
          <Form.Item name="description" style={{ marginBottom: 0 }}>
            <DescriptionField label={t('merchant.productForm.description')} />
          </Form.Item>
        </Card>

        <LanguagesCard attrs={attrs} swapped={swapped} />

        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate('/merchant/products')}>{t('common.actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="save-product">
            {t('common.actions.save')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
