import { PlusOutlined } from '@ant-design/icons';
import { type AdminProduct, PRODUCT_PICKS_MAX } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { DateRangePicker } from '../../../components/date-range-picker';
import { Form } from '../../../components/form';
import { ImageUpload } from '../../../components/image-upload';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { Picture } from '../../../components/picture';
import { TranslatedNames } from '../../../components/translated-names';
import { showFieldError } from '../../../lib/form-errors';
import { useLanguage, useT } from '../../../lib/i18n';
import { charsAtMost, seenChars } from '../../../lib/seen-chars';
import {
  type Activity,
  activitiesQuery,
  activityQuery,
  deleteActivity,
  saveActivity,
  saveActivityProducts,
} from '../api/home-content';
import { formatTime } from '../components/format';
import { ProductListEditor } from '../components/product-list-editor';

type Fields = {
  name: string;
  names: Record<string, string>;
  image: string;
  intro: string;
  intros: Record<string, string>;
  time: [Dayjs, Dayjs];
  sort: number | null;
};

function ActivityState({ activity }: { activity: Activity }) {
  const t = useT();
  if (activity.running) return <Tag color="green">{t('platform.home.running')}</Tag>;
  if (Date.parse(activity.startTime) > Date.now()) return <Tag color="blue">{t('platform.home.upcoming')}</Tag>;
  return <Tag>{t('platform.home.ended')}</Tag>;
}

/** Activities (promotions) with their time window and products; running ones show on the home page. */
export function ActivitiesTab() {
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const activities = useQuery(activitiesQuery());
  /** The activity the form shows and its version, which the save names (one changed since is refused, audit FR5). */
  const [editing, setEditing] = useState<{ id: number | null; version?: number } | null>(null);
  const [productsOf, setProductsOf] = useState<Activity | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Fields>();
  const refresh = () => client.invalidateQueries({ queryKey: ['platform', 'activities'] });

  const open = (a: Activity | null) => {
    form.resetFields();
    form.setFieldsValue(
      a
        ? {
            ...a,
            names: a.names as Record<string, string>,
            intros: a.intros as Record<string, string>,
            time: [dayjs(a.startTime), dayjs(a.endTime)],
          }
        : {
            names: {},
            intro: '',
            intros: {},
            image: '',
            sort: 0,
            time: [dayjs().startOf('hour'), dayjs().startOf('hour').add(7, 'day')],
          },
    );
    setEditing({ id: a?.id ?? null, version: a?.version });
  };
  const submit = async (values: Fields) => {
    if (!editing) return;
    setBusy(true);
    try {
      await saveActivity(editing.id, {
        name: values.name,
        names: values.names ?? {},
        image: values.image ?? '',
        intro: values.intro ?? '',
        intros: values.intros ?? {},
        startTime: values.time[0].toISOString(),
        endTime: values.time[1].toISOString(),
        sort: values.sort ?? 0,
        ...(editing.id ? { version: editing.version } : {}),
      });
      setEditing(null);
      await refresh();
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} style={{ marginBottom: 16 }}>
        {t('platform.home.addActivity')}
      </Button>
      <Table<Activity>
        rowKey="id"
        loading={activities.isFetching}
        dataSource={activities.data}
        pagination={false}
        columns={[
          {
            title: t('platform.home.picture'),
            width: 140,
            render: (_, row) => (
              <Picture src={row.image} alt={row.name} width={120} height={60} style={{ objectFit: 'cover' }} />
            ),
          },
          {
            title: t('platform.home.activityName'),
            render: (_, row) => (
              <>
                <div>{row.name}</div>
                <div style={{ color: '#888', fontSize: 12 }}>{row.intro}</div>
              </>
            ),
          },
          {
            title: t('platform.home.time'),
            width: 200,
            render: (_, row) => (
              <div style={{ fontSize: 12 }}>
                {formatTime(row.startTime, language)}
                <br />→ {formatTime(row.endTime, language)}
              </div>
            ),
          },
          { title: t('platform.home.state'), width: 100, render: (_, row) => <ActivityState activity={row} /> },
          { title: t('platform.home.productCount'), dataIndex: 'productCount', width: 90 },
          {
            title: t('platform.common.actions'),
            width: 250,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" onClick={() => setProductsOf(row)}>
                  {t('platform.home.products')}
                </Button>
                <Button type="link" onClick={() => open(row)}>
                  {t('common.actions.edit')}
                </Button>
                <Popconfirm
                  title={t('platform.home.deleteActivity', { name: row.name })}
                  onConfirm={() => deleteActivity(row.id).then(refresh, () => undefined)}
                >
                  <Button type="link" danger>
                    {t('common.actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? t('platform.home.editActivity') : t('platform.home.addActivity')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.actions.save')}
        okButtonProps={{ loading: busy }}
        width={680}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="name"
            label={t('platform.home.activityNameEnglish')}
            rules={[
              { required: true, whitespace: true, message: t('platform.common.nameEmpty') },
              charsAtMost(50, t('platform.common.tooLong', { max: 50 })),
            ]}
          >
            <Input />
          </Form.Item>
          <TranslatedNames />
          <Form.Item
            name="intro"
            label={t('platform.home.introEnglish')}
            rules={[charsAtMost(200, t('platform.common.tooLong', { max: 200 }))]}
          >
            <Input.TextArea rows={2} count={seenChars(200)} />
          </Form.Item>
          <TranslatedNames name="intros" max={200} multiline label={t('platform.home.introTranslations')} />
          <Form.Item
            name="time"
            label={t('platform.home.time')}
            rules={[{ required: true, message: t('platform.home.timeEmpty') }]}
          >
            <DateRangePicker showTime={{ format: 'HH:mm' }} />
          </Form.Item>
          <Space size="large" align="start">
            <Form.Item
              name="image"
              label={t('platform.home.picture')}
              rules={[{ required: true, message: t('platform.common.pictureEmpty') }]}
            >
              <ImageUpload />
            </Form.Item>
            <Form.Item
              rules={[between(t, 0, 9999)]}
              name="sort"
              label={t('platform.common.sort')}
              tooltip={t('platform.common.sortHint')}
            >
              <NumberInput decimals={0} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
      <ActivityProducts activity={productsOf} onClose={() => setProductsOf(null)} onSaved={refresh} />
    </>
  );
}

function ActivityProducts({
  activity,
  onClose,
  onSaved,
}: {
  activity: Activity | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const detail = useQuery({ ...activityQuery(activity?.id ?? 0), enabled: activity !== null });
  const [list, setList] = useState<AdminProduct[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (detail.data) setList(detail.data.products);
  }, [detail.data]);

  const save = async () => {
    if (!activity) return;
    setBusy(true);
    try {
      await saveActivityProducts(
        activity.id,
        list.map((p) => p.id),
      );
      onSaved();
      onClose();
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={activity !== null}
      onClose={onClose}
      size={860}
      title={t('platform.home.productsOf', { name: activity?.name ?? '' })}
      loading={detail.isLoading}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={save} loading={busy}>
          {t('common.actions.save')}
        </Button>
      }
    >
      <ProductListEditor value={list} onChange={setList} max={PRODUCT_PICKS_MAX} />
    </Drawer>
  );
}
