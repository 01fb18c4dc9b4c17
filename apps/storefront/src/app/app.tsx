import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { queryClient } from './query-client';
import { AppRoutes } from './routes';

/**
 * Hash routing with base `/` (spec section 2). The declarative HashRouter is used rather than createHashRouter:
 * the data router adds about 16 KB gzip of loader machinery this app does not use, and the first load must stay under
 * 120 KB. Page errors are caught by the layout's error boundary instead of route error elements.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </QueryClientProvider>
  );
}
