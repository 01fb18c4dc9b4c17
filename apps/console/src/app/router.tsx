import { type ComponentType, lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { merchantPages } from '../features/merchant/pages';
import { platformPages } from '../features/platform/pages';
import { PageLoading } from './page-loading';
import { RequireConsole } from './require-console';
import { Shell } from './shell';
import { useHomePath } from './use-home-path';

const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const StaffInvitePage = lazy(() => import('../features/auth/staff-invite-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

function Home() {
  const home = useHomePath();
  return home ? <Navigate to={home} replace /> : <PageLoading />;
}

/**
 * A page mounted afresh for every address: going from one record's form straight to another's (`…/products/167` to
 * `…/products/145` or `…/new`) never keeps the first record's fields, state or loaded version (issue 22).
 */
function PageAt({ page: Page }: { page: ComponentType }) {
  const { pathname } = useLocation();
  return <Page key={pathname} />;
}

/** Hash routes: /console/#/sign-in, /console/#/merchant/…, /console/#/platform/…. */
export function ConsoleRouter() {
  return (
    <HashRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          {/* A shop's invitation is opened by a shopper, who has no console yet (decision 0050). */}
          <Route path="/staff-invite/:token" element={<StaffInvitePage />} />
          <Route
            element={
              <RequireConsole>
                <Shell />
              </RequireConsole>
            }
          >
            <Route index element={<Home />} />
            {merchantPages.map(({ path, page: Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequireConsole need="merchant">
                    <PageAt page={Page} />
                  </RequireConsole>
                }
              />
            ))}
            {platformPages.map(({ path, page: Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequireConsole need="admin">
                    <PageAt page={Page} />
                  </RequireConsole>
                }
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </HashRouter>
  );
}
