import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';

export default function NotFoundPage() {
  const t = useT();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('common.errors.pageNotFound')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
