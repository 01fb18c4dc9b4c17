import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cartCountQuery } from '../../features/cart/api/get-cart-count';
import { logout } from '../../lib/session';
import { useLocaleNavigate } from '../../lib/use-locale';

/** Spec section 4: server call (a failure is ignored), user and token cleared, cart count 0, local storage cleared, home. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useLocaleNavigate();
  return useCallback(async () => {
    // The account's queries (user, notices, cart, chats …) went with the token (query-client.ts, audit CI9).
    await logout();
    queryClient.setQueryData(cartCountQuery().queryKey, 0);
    navigate('/');
  }, [queryClient, navigate]);
}
