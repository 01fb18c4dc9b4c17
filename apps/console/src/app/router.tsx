import { lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { merchantPages } from '../features/merchant/pages';
import { platformPages } from '../features/platform/pages';
import { PageLoading } from './page-loading';
import { RequireConsole } from './require-console';
import { Shell } from './shell';
import { useHomePath } from './use-home-path';

const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

function Home() {
  const home = useHomePath();
  return home ? <Navigate to={home} replace /> : <PageLoading />;
}

/** Hash routes: /console/#/sign-in, /console/#/merchant/…, /console/#/platform/…. */
export function ConsoleRouter() {
  return (
    <HashRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
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
                    <Page />
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
                    <Page />
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
