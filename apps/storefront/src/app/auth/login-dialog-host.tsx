import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { useHomeData } from '../../features/home/api/get-home-data';
import { lazyPage } from '../../lib/lazy-page';
import { closeLoginDialog, loginDialogStore } from '../../lib/login-dialog';
import { useStore } from '../../lib/store';

/** The dialog is its own chunk (with the country list a further one), fetched on first open or hover. */
export const LoginDialog = lazyPage(() => import('../../features/auth/login-dialog'));

export function preloadLoginDialog(): void {
  LoginDialog.preload().catch(() => {});
}

/** Renders the sign-in dialog while the store's login dialog flag is set. */
export function LoginDialogHost() {
  const { open, panel } = useStore(loginDialogStore);
  const showGuest = useHomeData().data?.showGuest === true;
  const queryClient = useQueryClient();
  const onSignedIn = useCallback(() => {
    closeLoginDialog();
    // What depends on who is looking: the cart badge, favourite and follow flags.
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    void queryClient.invalidateQueries({ queryKey: ['product', 'detail'] });
    void queryClient.invalidateQueries({ queryKey: ['shop'] });
  }, [queryClient]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog initialPanel={panel} showGuest={showGuest} onClose={closeLoginDialog} onSignedIn={onSignedIn} />
    </Suspense>
  );
}
