import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleCoupon } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { type CouponBody, type CouponFilter, closeCoupon, couponsQuery, createCoupon } from '../api/coupons';
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

function CreateCouponModal({
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

export default function CouponsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<CouponFilter>({ page: 1, limit: 20 });
  const { data, isFetching } = useQuery(couponsQuery(filter));
  const [creating, setCreating] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['merchant', 'coupons'] });

  const validityText = (c: ConsoleCoupon) =>
    c.validDays !== null
      ? t('merchant.coupons.daysAfter', { days: c.validDays })
      : `${dateTime(c.validFrom)} – ${dateTime(c.validTo)}`;

  return (
    <>
      <PageHeader
        title={t('merchant.menu.coupons')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('merchant.coupons.create')}
          </Button>
        }
      />
      <Card>
        <Tabs
          activeKey={filter.status ?? 'all'}
          onChange={(key) =>
            setFilter({ page: 1, limit: filter.limit, status: key === 'all' ? undefined : (key as 'open') })
          }
          items={[
            { key: 'all', label: t('merchant.orders.all') },
            { key: 'open', label: t('merchant.coupons.open') },
            { key: 'closed', label: t('merchant.coupons.closed') },
          ]}
        />
        <Table<ConsoleCoupon>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={{
            current: filter.page,
            pageSize: filter.limit,
            total: data?.total,
            showTotal: (total) => t('merchant.common.total', { total }),
            onChange: (page, limit) => setFilter({ ...filter, page, limit }),
          }}
          columns={[
            { title: t('merchant.coupons.name'), dataIndex: 'name' },
            {
              title: t('merchant.coupons.useType'),
              key: 'useType',
              width: 150,
              render: (_, c) => (
                <>
                  {t(`merchant.coupons.useTypes.${c.useType}`)}
                  {c.useType === 3 && c.categoryName && (
                    <Typography.Text type="secondary"> · {c.categoryName}</Typography.Text>
                  )}
                  {c.useType === 2 && (
                    <Typography.Text type="secondary">
                      {' '}
                      · {t('merchant.coupons.productCount', { count: c.productIds.length })}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            {
              title: t('merchant.coupons.money'),
              key: 'money',
              width: 150,
              render: (_, c) => (
                <>
                  {money(c.money)}
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {Number(c.minSpend) > 0
                        ? t('merchant.coupons.over', { amount: money(c.minSpend) })
                        : t('merchant.coupons.noMinimum')}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            { title: t('merchant.coupons.validity'), key: 'validity', width: 220, render: (_, c) => validityText(c) },
            {
              title: t('merchant.coupons.taken'),
              key: 'taken',
              width: 110,
              render: (_, c) => `${c.taken} / ${c.total === 0 ? '∞' : c.total}`,
            },
            { title: t('merchant.coupons.used'), dataIndex: 'used', width: 80 },
            {
              title: t('merchant.orders.state'),
              key: 'status',
              width: 100,
              render: (_, c) => (
                <Tag color={c.status === 'open' ? 'green' : 'default'}>
                  {c.status === 'open' ? t('merchant.coupons.open') : t('merchant.coupons.closed')}
                </Tag>
              ),
            },
            {
              title: t('merchant.common.actions'),
              key: 'actions',
              width: 100,
              render: (_, c) =>
                c.status === 'open' && (
                  <Popconfirm
                    title={t('merchant.coupons.closeConfirm')}
                    onConfirm={() => closeCoupon(c.id).then(refresh, () => undefined)}
                  >
                    <Button size="small" danger>
                      {t('common.actions.close')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
      <CreateCouponModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void refresh();
        }}
      />
    </>
  );
}
