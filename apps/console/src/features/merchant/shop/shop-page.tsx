import { LOCALE_NAMES, SHOP_NAME_MAX, SHOP_SERVICE_TYPES, type ShopNames, type ShopProfileInput } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Input, Popconfirm, Radio, Row, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { ImageListUpload, ImageUpload } from '../../../components/image-upload';
import { PageHeader } from '../../../components/page-header';
import { ShopTextLanguages, shopTextsBody } from '../../../components/shop-text-languages';
import { TranslatedNames, translatedNamesBody } from '../../../components/translated-names';
import { showFieldError } from '../../../lib/form-errors';
import { count, dateTime, rating } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { seenChars } from '../../../lib/seen-chars';
import { timeZoneOptions } from '../../../lib/time-zones';
import { saveShopProfile, shopProfileQuery, withdrawShopChange } from '../api/shop-profile';

/** As people write it: digits, spaces, dashes, dots, parentheses, a leading + (stored normalised, phones.ts). */
const PHONE = /^(?:\+?[\d\s().-]{3,30})?$/;

/** Names per language as one line: "Thai: …, French: …". */
export const namesText = (names: ShopNames) =>
  Object.entries(names)
    .map(([code, name]) => `${LOCALE_NAMES[code as keyof typeof LOCALE_NAMES]}: ${name}`)
    .join(', ');

export default function ShopPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: shop } = useQuery(shopProfileQuery());
  const [form] = Form.useForm<ShopProfileInput>();
  const [saving, setSaving] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const serviceType = Form.useWatch(['service', 'serviceType'], form);

  useEffect(() => {
    if (shop) {
      const {
        id: _id,
        isSelf: _s,
        rating: _r,
        followerCount: _f,
        typeName: _t,
        categoryName: _c,
        joinTime: _j,
        change: _change,
        suspension: _suspension,
        ...fields
      } = shop;
      form.setFieldsValue(fields);
    }
  }, [shop, form]);

  const submit = async (fields: ShopProfileInput) => {
    setSaving(true);
    try {
      await saveShopProfile({
        ...fields,
        // The name in the other languages, reviewed with the name (decision 0056); empty ones read the name.
        names: translatedNamesBody(fields.names),
        intros: shopTextsBody(fields.intros),
        serviceTexts: shopTextsBody(fields.serviceTexts),
      });
      await queryClient.invalidateQueries({ queryKey: ['merchant', 'shop'] });
    } catch (error) {
      // The server's message is shown; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setSaving(false);
    }
  };

  const withdraw = async () => {
    setWithdrawing(true);
    try {
      await withdrawShopChange();
    } catch {
      // The server's message is shown (nothing pending any more: another of the staff withdrew it or it was reviewed).
    } finally {
      setWithdrawing(false);
      await queryClient.invalidateQueries({ queryKey: ['merchant', 'shop'] });
    }
  };

  if (!shop) {
    return (
      <>
        <PageHeader title={t('merchant.menu.shop')} />
        <Card>
          <Skeleton active />
        </Card>
      </>
    );
  }

  const needs = (type: string) => serviceType === type;
  const change = shop.change?.status === 'pending' || shop.change?.status === 'rejected' ? shop.change : null;
  return (
    <>
      <PageHeader title={t('merchant.menu.shop')} />
      {change && (
        // A new name or new qualification pictures wait for the platform (or were refused); the form shows the live ones.
        <Alert
          type={change.status === 'pending' ? 'warning' : 'error'}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="shop-change"
          title={t(change.status === 'pending' ? 'merchant.shop.changePending' : 'merchant.shop.changeRejected')}
          description={
            <>
              {change.name !== null && <div>{t('merchant.shop.requestedName', { name: change.name })}</div>}
              {change.names !== null && (
                <div data-testid="shop-change-names">
                  {t('merchant.shopNames.requested', {
                    names: namesText(change.names) || t('merchant.shopNames.none'),
                  })}
                </div>
              )}
              {change.qualificationPictures !== null && (
                <div>{t('merchant.shop.requestedPictures', { count: change.qualificationPictures.length })}</div>
              )}
              <div>{change.status === 'pending' ? t('merchant.shop.changePendingHint') : change.reason}</div>
            </>
          }
          action={
            change.status === 'pending' && (
              <Popconfirm title={t('merchant.shop.withdrawConfirm')} onConfirm={withdraw}>
                <Button size="small" loading={withdrawing} data-testid="shop-change-withdraw">
                  {t('merchant.shop.withdrawChange')}
                </Button>
              </Popconfirm>
            )
          }
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={4}>
          <Descriptions.Item label={t('merchant.shop.type')}>{shop.typeName}</Descriptions.Item>
          <Descriptions.Item label={t('merchant.shop.category')}>{shop.categoryName}</Descriptions.Item>
          <Descriptions.Item label={t('merchant.shop.rating')}>
            {shop.rating === null ? t('merchant.shop.noRating') : rating(shop.rating)}
          </Descriptions.Item>
          <Descriptions.Item label={t('merchant.shop.followers')}>{count(shop.followerCount)}</Descriptions.Item>
          <Descriptions.Item label={t('merchant.shop.joined')}>{dateTime(shop.joinTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Form<ShopProfileInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        scrollToFirstError
        data-testid="shop-form"
      >
        <Row gutter={16}>
          <Col span={14}>
            <Card title={t('merchant.shop.profile')} style={{ marginBottom: 16 }}>
              <Form.Item
                name="name"
                label={t('merchant.shop.name')}
                rules={[{ required: true, whitespace: true, message: t('merchant.shop.nameRequired') }]}
              >
                <Input count={seenChars(SHOP_NAME_MAX)} />
              </Form.Item>
              <TranslatedNames
                max={SHOP_NAME_MAX}
                seen
                label={t('merchant.shopNames.label')}
                tooltip={t('merchant.shopNames.hint')}
                testId="shop-names"
              />
              <Flex gap={24}>
                <Form.Item name="avatar" label={t('merchant.shop.avatar')}>
                  <ImageUpload />
                </Form.Item>
                <Form.Item name="banner" label={t('merchant.shop.banner')}>
                  <ImageUpload />
                </Form.Item>
              </Flex>
              <Form.Item name="intro" label={t('merchant.shop.intro')}>
                <Input.TextArea rows={3} count={seenChars(500)} />
              </Form.Item>
              <ShopTextLanguages
                name="intros"
                original="intro"
                label={t('merchant.shop.intro')}
                maxLength={500}
                lines
                testId="shop-intros"
              />
              <Form.Item name="address" label={t('merchant.shop.address')}>
                <Input count={seenChars(200, false)} />
              </Form.Item>
              <Flex gap={16}>
                <Form.Item
                  name="phone"
                  label={t('merchant.shop.phone')}
                  style={{ flex: 1 }}
                  rules={[{ pattern: PHONE, message: t('merchant.shop.phoneWrong') }]}
                >
                  <Input maxLength={30} />
                </Form.Item>
                <Form.Item name="openingHours" label={t('merchant.shop.openingHours')} style={{ flex: 1 }}>
                  <Input count={seenChars(100, false)} placeholder="09:00-21:00" />
                </Form.Item>
                <Form.Item
                  name="timeZone"
                  label={t('merchant.shop.timeZone')}
                  extra={t('merchant.shop.timeZoneHelp')}
                  style={{ flex: 1 }}
                >
                  <Select showSearch options={timeZoneOptions} data-testid="shop-time-zone" />
                </Form.Item>
              </Flex>
              <Form.Item name="serviceText" label={t('merchant.shop.serviceText')}>
                <Input count={seenChars(200, false)} />
              </Form.Item>
              <ShopTextLanguages
                name="serviceTexts"
                original="serviceText"
                label={t('merchant.shop.serviceText')}
                maxLength={200}
                testId="shop-service-texts"
              />
              <Form.Item
                name="qualificationPictures"
                label={t('merchant.shop.qualifications')}
                extra={t('merchant.shop.qualificationsHelp')}
              >
                <ImageListUpload max={10} />
              </Form.Item>
            </Card>
          </Col>
          <Col span={10}>
            <Card title={t('merchant.shop.service')} style={{ marginBottom: 16 }}>
              <Form.Item name={['service', 'serviceType']} label={t('merchant.shop.serviceType')}>
                <Radio.Group
                  optionType="button"
                  options={SHOP_SERVICE_TYPES.map((type) => ({
                    value: type,
                    label: t(`merchant.shop.serviceTypes.${type}`),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name={['service', 'serviceLink']}
                label={t('merchant.shop.serviceLink')}
                rules={[
                  { required: needs('h5'), message: t('merchant.shop.serviceLinkRequired') },
                  { pattern: /^(?:https?:\/\/\S+)?$/, message: t('merchant.shop.serviceLinkRequired') },
                ]}
              >
                <Input maxLength={300} placeholder="https://" />
              </Form.Item>
              <Form.Item
                name={['service', 'serviceMessage']}
                label={t('merchant.shop.serviceMessage')}
                rules={[{ required: needs('message'), message: t('merchant.shop.serviceMessageRequired') }]}
              >
                <Input.TextArea rows={2} maxLength={200} />
              </Form.Item>
              <Form.Item
                name={['service', 'servicePhone']}
                label={t('merchant.shop.servicePhone')}
                rules={[
                  { required: needs('phone'), message: t('merchant.shop.servicePhoneRequired') },
                  { pattern: PHONE, message: t('merchant.shop.phoneWrong') },
                ]}
              >
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item
                name={['service', 'serviceEmail']}
                label={t('merchant.shop.serviceEmail')}
                rules={[
                  { required: needs('email'), message: t('merchant.shop.serviceEmailRequired') },
                  { type: 'email', message: t('common.signIn.emailWrong') },
                ]}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Card>
          </Col>
        </Row>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="save-shop">
            {t('common.actions.save')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
