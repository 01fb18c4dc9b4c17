import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSignedIn } from '../../lib/auth-token';
import { localizePath, splitLocalePath } from '../../lib/locale';
import { forgetPath, rememberedPath } from '../../lib/login-dialog';
import { safeRedirect } from '../../lib/safe-redirect';
import { wasSignedOutOnPurpose } from '../../lib/session';

/** How a route treats visitors (spec section 4): catalogue pages are public by default. */
export type Access = 'public' | 'protected' | 'guest';

/** Account pages: anonymous visitors go to /login with the wanted path; after a sign-out, home. */
export function Protected({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (signedIn) return children;
  const { locale } = splitLocalePath(pathname);
  if (wasSignedOutOnPurpose()) return <Navigate to={localizePath('/', locale)} replace />;
  const login = `/login?redirect=${encodeURIComponent(pathname + search)}`;
  return <Navigate to={localizePath(login, locale)} replace />;
}

/** Guest-only pages (/login): a signed-in shopper goes to the wanted path when it is safe, else home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    const wanted = safeRedirect(new URLSearchParams(search).get('redirect')) ?? rememberedPath();
    forgetPath();
    navigate(wanted ?? localizePath('/', splitLocalePath(pathname).locale), { replace: true });
  }, [signedIn, search, pathname, navigate]);
  return signedIn ? null : children;
}

/** Wraps a route element in its guard. */
export function guard(access: Access, element: ReactNode): ReactNode {
  if (access === 'protected') return <Protected>{element}</Protected>;
  if (access === 'guest') return <GuestOnly>{element}</GuestOnly>;
  return element;
}
