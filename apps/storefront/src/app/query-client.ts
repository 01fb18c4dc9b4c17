import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Only a server failure is worth one more try; a 4xx or session answer will not change.
      retry: (count, error) => count < 1 && (!(error instanceof ApiError) || (error.code >= 500 && error.code < 600)),
    },
  },
});
