import { Button, Result } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken, useUser } from '../lib/auth-token';
import { useT } from '../lib/i18n';
import { type ConsoleRole, loadUser, rolesOf, signOut } from '../lib/session';
import { PageLoading } from './page-loading';

/**
 * Only signed-in shop staff and platform administrators pass; with `need`, only users of that role. Without a
 * token the user goes to the sign-in page, which brings them back here afterwards.
 */
export function RequireConsole({ need: role, children }: { need?: ConsoleRole; children: ReactNode }) {
  const t = useT();
  const token = useToken();
  const user = useUser();
  const location = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (token && !user && !role) void loadUser().then((found) => setFailed(found === null));
  }, [token, user, role]);

  if (!token) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in${back !== '/' ? `?back=${encodeURIComponent(back)}` : ''}`} replace />;
  }
  if (!user) {
    if (failed) return <Navigate to="/sign-in" replace />;
    return <PageLoading />;
  }
  const roles = rolesOf(user);
  if (roles.length === 0 || (role && !roles.includes(role))) {
    return (
      <Result
        status="403"
        title="403"
        subTitle={t(roles.length === 0 ? 'common.errors.noConsole' : 'common.errors.forbidden')}
        extra={
          <Button type="primary" onClick={() => void signOut()}>
            {t('common.actions.signOut')}
          </Button>
        }
      />
    );
  }
  return children;
}
