import { isSafeRedirect, safeRedirect } from './safe-redirect';
import { createStore } from './store';

/** The panels of spec section 2 (1 phone + password … 7 guest) plus the QR-code sign-in. */
export type LoginPanel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 'qr';

/** The login dialog flag of the store (spec section 3), with the panel it opens on. */
export const loginDialogStore = createStore<{ open: boolean; panel: LoginPanel }>({ open: false, panel: 2 });

export function openLoginDialog(panel: LoginPanel = 2): void {
  loginDialogStore.set({ open: true, panel });
}

export function closeLoginDialog(): void {
  loginDialogStore.set((state) => (state.open ? { ...state, open: false } : state));
}

const REDIRECT_KEY = 'mall.loginRedirect';

/**
 * Remembers where the shopper was (a safe relative path only), to return there after signing in. Session storage
 * survives the clearing of local storage that ends a session.
 */
export function rememberPath(path: string): void {
  if (!isSafeRedirect(path)) return;
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the shopper then lands on home after sign-in.
  }
}

/** The remembered path when it is safe to restore (lib/safe-redirect.ts), else null. */
export function rememberedPath(): string | null {
  try {
    return safeRedirect(sessionStorage.getItem(REDIRECT_KEY));
  } catch {
    return null;
  }
}

export function forgetPath(): void {
  try {
    sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Nothing to forget.
  }
}
