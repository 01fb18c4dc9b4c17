import { createStore } from './store';

/** Whether the "please sign in" dialog is open. The full sign-in dialog replaces it in the accounts work. */
export const loginPromptStore = createStore(false);

export function openLoginPrompt(): void {
  loginPromptStore.set(true);
}

export function closeLoginPrompt(): void {
  loginPromptStore.set(false);
}

const REDIRECT_KEY = 'mall.loginRedirect';

/** Remembers where the shopper was, to return there after signing in. Session storage survives clearing local storage. */
export function rememberPath(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the shopper then lands on home after sign-in.
  }
}

export function rememberedPath(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_KEY);
    // Only a relative in-app path is safe to restore.
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
