import { PlusOutlined } from '@ant-design/icons';
import {
  BANNER_HEADLINE_MAX,
  BANNER_SUBLINE_MAX,
  BANNERS_MAX,
  type BannerEdit,
  charCount,
  LOCALE_NAMES,
} from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type FormRule, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { ImageUpload } from '../../../components/image-upload';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { Picture } from '../../../components/picture';
import { TranslatedNames } from '../../../components/translated-names';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { type Banner, bannersQuery, deleteBanner, saveBanner } from '../api/home-content';

const LINK_PATTERN = /^(\/(?!\/)\S*|https?:\/\/\S+)?$/;

/** A banner's words as the server keeps them: trimmed lines, empty ones dropped (BannerTextSchema). */
const bannerLines = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The same bounds as the server's, said in the operator's language before anything is sent. */
function useBannerTextRules(): FormRule[] {
  const t = useT();
  return [
    {
      validator: async (_, value: string | undefined) => {
        const [headline = '', subline = '', ...more] = bannerLines(value);
        if (more.length > 0) throw new Error(t('platform.home.bannerLines'));
        if (charCount(headline) > BANNER_HEADLINE_MAX)
          throw new Error(t('platform.home.headlineLong', { max: BANNER_HEADLINE_MAX }));
        if (charCount(subline) > BANNER_SUBLINE_MAX)
          throw new Error(t('platform.home.sublineLong', { max: BANNER_SUBLINE_MAX }));
      },
    },
  ];
}

/** The home carousel: picture, the words over it per language, link (a storefront path or an outside address), order. */
export function BannersTab() {
  const t = useT();
  const textRules = useBannerTextRules();
  const client = useQueryClient();
  const banners = useQuery(bannersQuery());
  /** The banner the form shows and its version, which the save names (a banner changed since is refused). */
  const [editing, setEditing] = useState<{ id: number | null; version?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<BannerEdit>();
  const refresh = () => client.invalidateQueries({ queryKey: ['platform', 'banners'] });
  const rows = banners.data ?? [];

  const open = (banner: Banner | null) => {
    form.resetFields();
    form.setFieldsValue(banner ?? { title: '', texts: {}, image: '', link: '', sort: rows.length + 1 });
    setEditing({ id: banner?.id ?? null, version: banner?.version });
  };
  const submit = async (values: BannerEdit) => {
    if (!editing) return;
    setBusy(true);
    try {
      await saveBanner(editing.id, {
        title: bannerLines(values.title).join('\n'),
        // A language left empty is not sent: its shoppers read the English words.
        texts: Object.fromEntries(
          Object.entries(values.texts ?? {})
            .map(([code, text]) => [code, bannerLines(text).join('\n')])
            .filter(([, text]) => text),
        ),
        image: values.image ?? '',
        link: values.link?.trim() ?? '',
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
      <Space style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open(null)}
          disabled={rows.length >= BANNERS_MAX}
          data-testid="banner-add"
        >
          {t('platform.home.addBanner')}
        </Button>
        <Typography.Text type="secondary">{t('platform.home.bannersHint', { max: BANNERS_MAX })}</Typography.Text>
      </Space>
      <Table<Banner>
        rowKey="id"
        loading={banners.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: t('platform.home.picture'),
            width: 220,
            render: (_, row) => (
              <Picture
                src={row.image}
                alt={row.title.replace(/\n/g, ' ') || t('platform.home.picture')}
                width={200}
                height={70}
                style={{ objectFit: 'cover' }}
              />
            ),
          },
          {
            title: t('platform.home.bannerWords'),
            dataIndex: 'title',
            render: (title: string) => <span style={{ whiteSpace: 'pre-line' }}>{title}</span>,
          },
          {
            title: t('platform.home.link'),
            dataIndex: 'link',
            width: 260,
            render: (link: string) => (
              <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                {link || '/'}
              </Typography.Text>
            ),
          },
          { title: t('platform.common.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('platform.common.actions'),
            width: 160,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" onClick={() => open(row)}>
                  {t('common.actions.edit')}
                </Button>
                <Popconfirm
                  title={t('platform.home.deleteBanner')}
                  onConfirm={() => deleteBanner(row.id).then(refresh, () => undefined)}
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
        title={editing?.id ? t('platform.home.editBanner') : t('platform.home.addBanner')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.actions.save')}
        okButtonProps={{ loading: busy }}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="image"
            label={t('platform.home.picture')}
            extra={t('platform.home.bannerSize')}
            rules={[{ required: true, message: t('platform.common.pictureEmpty') }]}
          >
            <ImageUpload />
          </Form.Item>
          <Form.Item
            name="title"
            label={`${t('platform.home.bannerWords')} (${LOCALE_NAMES.en})`}
            extra={t('platform.home.bannerWordsHint')}
            rules={textRules}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 3 }} data-testid="banner-title" />
          </Form.Item>
          <TranslatedNames
            name="texts"
            label={t('platform.home.bannerWordsOther')}
            tooltip={t('platform.home.bannerWordsOtherHint')}
            rules={textRules}
            multiline
          />
          <Form.Item
            name="link"
            label={t('platform.home.link')}
            extra={t('platform.home.linkHint')}
            rules={[{ pattern: LINK_PATTERN, message: t('platform.home.linkInvalid') }]}
          >
            <Input placeholder="/goods/goods_search?cid=1" />
          </Form.Item>
          <Form.Item
            rules={[between(t, 0, 9999)]}
            name="sort"
            label={t('platform.common.sort')}
            tooltip={t('platform.common.sortHint')}
          >
            <NumberInput decimals={0} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
