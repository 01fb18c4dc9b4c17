import { Alert, Tag, Typography } from 'antd';
import { dateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/**
 * A product the platform took down (audit FG8, decision 0054): the shop reads why, and that its sale switch waits for
 * the platform. Nothing for a product that is not taken down.
 */
type TakenDown = { id: number; takenDownAt: string | null; takedownReason: string | null };

/** The list's badge, with the reason under it. */
export function TakenDownBadge({ product }: { product: TakenDown }) {
  const t = useT();
  if (!product.takenDownAt) return null;
  return (
    <div data-testid={`taken-down-${product.id}`}>
      <Tag color="red">{t('merchant.productTakedown.badge')}</Tag>
      <div>
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {product.takedownReason}
        </Typography.Text>
      </div>
    </div>
  );
}

/** The form's banner: the reason, since when, and what the shop may still do. */
export function TakenDownAlert({ product }: { product: TakenDown }) {
  const t = useT();
  if (!product.takenDownAt) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="taken-down-alert"
      message={`${t('merchant.productTakedown.reason', { reason: product.takedownReason ?? '' })} (${dateTime(product.takenDownAt)})`}
      description={t('merchant.productTakedown.hint')}
    />
  );
}
