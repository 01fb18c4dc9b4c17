import { charCount, cutToChars, type MerchantReview, REVIEW_TEXT_MAX } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Flex, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { WholeNumbers } from '../../../components/orders/order-line-text';
import { PageHeader } from '../../../components/page-header';
import { Picture, Stars, usePictureName } from '../../../components/picture';
import { usePageButtons } from '../../../lib/antd-icons';
import { dateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { type ReviewFilter, replyToReview, reviewsQuery } from '../api/reviews';

const replyCut = (text: string, { max }: { max: number }) => cutToChars(text, max);

export default function ReviewsPage() {
  const pageButtons = usePageButtons();
  const t = useT();
  const pictureName = usePictureName();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ReviewFilter>({ type: 0, page: 1, limit: 20 });
  const { data, isFetching } = useQuery(reviewsQuery(filter));
  const [replying, setReplying] = useState<MerchantReview | null>(null);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!replying || !reply.trim()) return;
    setBusy(true);
    try {
      await replyToReview(replying.id, reply.trim());
      setReplying(null);
      setReply('');
      await queryClient.invalidateQueries({ queryKey: ['merchant', 'reviews'] });
    } catch {
      // Message shown; the reply stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('merchant.menu.reviews')} />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Segmented
            value={filter.replied ?? 'all'}
            onChange={(v) =>
              setFilter({ ...filter, page: 1, replied: v === 'all' ? undefined : (v as 'true' | 'false') })
            }
            options={[
              { value: 'all', label: t('merchant.orders.all') },
              { value: 'false', label: t('merchant.reviews.unreplied') },
              { value: 'true', label: t('merchant.reviews.replied') },
            ]}
          />
          <Segmented
            value={filter.type}
            onChange={(v) => setFilter({ ...filter, page: 1, type: Number(v) })}
            options={[0, 1, 2, 3].map((v) => ({ value: v, label: t(`merchant.reviews.types.${v}`) }))}
          />
        </Flex>
        <Table<MerchantReview>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={{
            ...pageButtons,
            current: filter.page,
            pageSize: filter.limit,
            total: data?.total,
            showTotal: (total) => t('merchant.common.total', { total }),
            onChange: (page, limit) => setFilter({ ...filter, page, limit }),
          }}
          columns={[
            {
              title: t('merchant.reviews.product'),
              key: 'product',
              width: 240,
              render: (_, r) => (
                <Space>
                  <Picture
                    src={r.productImage}
                    alt={r.productName}
                    width={40}
                    height={40}
                    style={{ objectFit: 'cover' }}
                  />
                  <div>
                    <div>
                      <WholeNumbers text={r.productName} />
                    </div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <WholeNumbers text={r.skuText} />
                    </Typography.Text>
                  </div>
                </Space>
              ),
            },
            {
              title: t('merchant.reviews.review'),
              key: 'review',
              render: (_, r) => (
                <Flex vertical gap={4}>
                  <Space size="small">
                    <Avatar size="small" src={r.avatar || undefined}>
                      {r.nickname.slice(0, 1)}
                    </Avatar>
                    <Typography.Text>{r.nickname}</Typography.Text>
                    <Stars score={r.productScore} style={{ fontSize: 12 }} />
                  </Space>
                  <Typography.Paragraph style={{ marginBottom: 0 }}>{r.comment}</Typography.Paragraph>
                  {r.pics.length > 0 && (
                    <Picture.PreviewGroup>
                      <Space size={4}>
                        {r.pics.map((src, i) => (
                          <Picture
                            key={src}
                            src={src}
                            alt={pictureName(i)}
                            width={48}
                            height={48}
                            style={{ objectFit: 'cover' }}
                          />
                        ))}
                      </Space>
                    </Picture.PreviewGroup>
                  )}
                  {r.merchantReply && (
                    <Typography.Text type="secondary">
                      <Tag color="red">{t('merchant.reviews.yourReply')}</Tag>
                      {r.merchantReply}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              title: t('merchant.reviews.service'),
              key: 'service',
              width: 140,
              render: (_, r) => <Stars score={r.serviceScore} style={{ fontSize: 12 }} />,
            },
            {
              title: t('merchant.reviews.time'),
              key: 'time',
              width: 170,
              className: 'nowrap',
              render: (_, r) => dateTime(r.createTime),
            },
            {
              title: t('merchant.common.actions'),
              key: 'actions',
              width: 110,
              render: (_, r) => (
                <Button
                  size="small"
                  type={r.merchantReply ? 'default' : 'primary'}
                  onClick={() => {
                    setReplying(r);
                    setReply(r.merchantReply ?? '');
                  }}
                >
                  {r.merchantReply ? t('merchant.reviews.editReply') : t('merchant.reviews.reply')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={replying !== null}
        title={t('merchant.reviews.replyTitle')}
        onCancel={() => setReplying(null)}
        onOk={send}
        okButtonProps={{ disabled: !reply.trim(), loading: busy }}
      >
        {replying && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }}>
            {replying.comment}
          </Typography.Paragraph>
        )}
        <Input.TextArea
          rows={4}
          // Counted and cut in characters as the staff see them, as the server counts (audit FC3): a `maxLength` counts
          // UTF-16 units, an emoji twice.
          count={{ show: true, max: REVIEW_TEXT_MAX, strategy: charCount, exceedFormatter: replyCut }}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          aria-label={t('merchant.reviews.replyTitle')}
          data-testid="review-reply-text"
        />
      </Modal>
    </>
  );
}
