import { AUDIT_APPROVED, AUDIT_REJECTED } from '@mall/contract';
import { Tag } from 'antd';
import { useT } from '../../../lib/i18n';

export function AuditTag({ status }: { status: number }) {
  const t = useT();
  if (status === AUDIT_APPROVED) return <Tag color="green">{t('platform.applications.status.approved')}</Tag>;
  if (status === AUDIT_REJECTED) return <Tag color="red">{t('platform.applications.status.rejected')}</Tag>;
  return <Tag color="gold">{t('platform.applications.status.pending')}</Tag>;
}
