import { type Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { onAccountChange } from '../lib/auth-token';

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

/**
 * What reads the same for every visitor (the catalogue, shops, pages, places): kept when the account changes. Every
 * other query is the account's own (its user, notices, cart, chats, orders, coupons, addresses …, and any added later).
 */
const SHARED_ROOTS = new Set(['catalog', 'home', 'activity', 'product', 'shop', 'geo', 'login', 'freight']);
const ownedByAccount = (query: Query) => !SHARED_ROOTS.has(String(query.queryKey[0]));

/**
 * Signed out, or another account signed in: the previous account's answers go, and the ones still on their way are
 * cancelled (audit CI9); the shared pages that show per-account marks (a favourite, a followed shop) are read again.
 */
export function forgetAccount(client: QueryClient): void {
  void client.cancelQueries({ predicate: ownedByAccount });
  client.removeQueries({ predicate: ownedByAccount });
  void client.invalidateQueries({ queryKey: ['product', 'detail'] });
  void client.invalidateQueries({ queryKey: ['shop'] });
}

onAccountChange(() => forgetAccount(queryClient));
