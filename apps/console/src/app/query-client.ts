import { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '../lib/auth-token';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 } },
});

/**
 * Signed out, or another account signed in: everything the console read was that account's (its shop, orders, chats,
 * notices), so all of it goes, and what is still on its way is cancelled (audit CI9, the console's side).
 */
export function forgetAccount(client: QueryClient): void {
  void client.cancelQueries();
  client.clear();
}

tokenStore.subscribe(() => forgetAccount(queryClient));
