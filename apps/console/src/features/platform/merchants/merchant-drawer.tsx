import type { AdminMerchantDetail } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Popconfirm, Space, Table, Typography } from 'antd';
import { Picture } from '../../../components/picture';
import { count, money, percent, rating } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { merchantQuery, removeMerchantStaff } from '../api/merchants';
import { formatTime } from '../components/format';
import { ShopStatusButton, ShopStatusTag } from './shop-status';

/** A shop's profile, staff and sales, with suspend or reopen. */
export function MerchantDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const detail = useQuery({ ...merchantQuery(id ?? 0), enabled: id !== null });
  const m = detail.data;
  const client = useQueryClient();
  const remove = (userId: number) =>
    removeMerchantStaff(id ?? 0, userId).then(
      () => client.invalidateQueries({ queryKey: merchantQuery(id ?? 0).queryKey }),
      () => undefined,
    );
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      loading={detail.isLoading}
      title={m?.name}
      extra={m && <ShopStatusTag status={m.status} />}
      footer={m && <ShopStatusButton shop={m} />}
    >
      {m && (
        <>
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={t('platform.merchants.type')}>{m.typeName}</Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.category')}>
              {m.categoryName} ({percent(m.handlingFee)})
            </Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.products')}>
              {count(m.onSaleCount)} / {count(m.productCount)}
              {m.status === 'suspended' && m.productCount > 0 && (
                // None is shown while the shop is suspended (the count says 0, audit FO8); they come back when it reopens (AW3).
                <Typography.Text type="warning" className="cell-line" data-testid="on-sale-hidden">
                  {t('platform.merchants.onSaleHidden')}
                </Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.rating')}>
              {m.rating === null ? t('platform.merchants.noRating') : rating(m.rating)}
            </Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.orders')}>{count(m.orderCount)}</Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.sales')}>{money(m.salesTotal)}</Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.followers')}>{count(m.followerCount)}</Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.joined')}>
              {formatTime(m.createTime, language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.phone')}>{m.phone}</Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.hours')}>{m.openingHours}</Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.address')} span={2}>
              {m.address}
            </Descriptions.Item>
            <Descriptions.Item label={t('platform.merchants.intro')} span={2}>
              {m.intro}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('platform.merchants.staff')}
          </Typography.Title>
          <Table
            rowKey="userId"
            size="small"
            pagination={false}
            dataSource={m.staff}
            columns={[
              { title: t('platform.users.nickname'), dataIndex: 'nickname' },
              { title: t('platform.users.email'), dataIndex: 'email' },
              {
                title: t('platform.merchants.role'),
                dataIndex: 'role',
                render: (role: string) =>
                  role === 'owner' ? t('platform.merchants.owner') : t('platform.merchants.staffRole'),
              },
              {
                // A member who asks customer service to leave is removed here, never the owner (audit CX2).
                key: 'actions',
                render: (_: unknown, s: AdminMerchantDetail['staff'][number]) =>
                  s.role === 'owner' ? null : (
                    <Popconfirm
                      title={t('platform.merchants.removeStaffConfirm', { name: s.nickname })}
                      description={t('platform.merchants.removeStaffEffect')}
                      okButtonProps={{ danger: true }}
                      okText={t('platform.merchants.removeStaff')}
                      onConfirm={() => remove(s.userId)}
                    >
                      <Button size="small" danger>
                        {t('platform.merchants.removeStaff')}
                      </Button>
                    </Popconfirm>
                  ),
              },
            ]}
          />
          {m.qualificationPictures.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 20 }}>
                {t('platform.merchants.qualifications')}
              </Typography.Title>
              <Picture.PreviewGroup>
                <Space wrap>
                  {m.qualificationPictures.map((url, i) => (
                    <Picture
                      key={url}
                      src={url}
                      alt={t('common.a11y.picture', { n: i + 1 })}
                      width={120}
                      height={90}
                      style={{ objectFit: 'cover' }}
                    />
                  ))}
                </Space>
              </Picture.PreviewGroup>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
