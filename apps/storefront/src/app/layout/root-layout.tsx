import { MAX_QUANTITY } from '@mall/contract';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { useHomeData } from '../../features/home/api/get-home-data';
import { CurrencyContext } from '../../lib/currency';
import { useTranslation } from '../../lib/i18n';
import { MostOfOneItemContext } from '../../lib/most-of-one-item';
import { preloadLikelyPages } from '../route-pages';
import { Footer } from './footer';
import { MainBar } from './main-bar';
import { NavBar } from './nav-bar';
import { PageSkeleton } from './page-skeleton';
import { ProgressBar } from './progress-bar';
import styles from './root-layout.module.css';
import { SideWindow } from './side-window';
import { TopBar } from './top-bar';

/** Chunks of the likely next pages are fetched this long after start, when the browser is idle. */
const IDLE_PREFETCH_MS = 2000;

function prefetchWhenIdle(): () => void {
  let idle = 0;
  const timer = window.setTimeout(() => {
    idle = window.requestIdleCallback?.(preloadLikelyPages, { timeout: IDLE_PREFETCH_MS }) ?? 0;
    if (!window.requestIdleCallback) preloadLikelyPages();
  }, IDLE_PREFETCH_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle) window.cancelIdleCallback?.(idle);
  };
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = useHomeData().data;
  const main = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(prefetchWhenIdle, []);

  return (
    <CurrencyContext value={home?.currencySymbol || '$'}>
      {/* A home answer kept from before the fields has none: the contract's bound until the fresh one comes. */}
      <MostOfOneItemContext value={{ skuUnits: home?.mostOfOneItem || MAX_QUANTITY, skuShare: home?.skuShare || 100 }}>
        {/* A button, not an anchor: with hash routing "#main" would be read as a route. */}
        <button type="button" className="skip-link" onClick={() => main.current?.focus()}>
          {t('common.skipToContent')}
        </button>
        <ProgressBar />
        <header>
          <TopBar mobileUrl={home?.mobileUrl} />
          <MainBar logoUrl={home?.logoUrl} />
          <NavBar />
        </header>
        <main id="main" ref={main} tabIndex={-1} className={styles.main}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSkeleton pathname={pathname} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer footer={home?.footer} />
        <SideWindow home={home} />
        <ChatLauncher />
      </MostOfOneItemContext>
    </CurrencyContext>
  );
}
