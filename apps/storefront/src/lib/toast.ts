import { createStore } from './store';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(text: string, kind: ToastKind = 'info', durationMs = 3000): void {
  const id = nextId++;
  // The same text twice in a row (e.g. two failing requests) is shown once.
  toastStore.set((toasts) => [...toasts.filter((toast) => toast.text !== text), { id, kind, text }]);
  window.setTimeout(() => dismissToast(id), durationMs);
}

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

const FLASH_KEY = 'mall.flash';

/** A toast for after a reload (e.g. email registration reloads the page): kept in session storage until shown. */
export function flashToast(text: string, kind: ToastKind = 'info'): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ text, kind }));
  } catch {
    // Without storage the message is simply not shown.
  }
}

export function showFlashToast(): void {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    sessionStorage.removeItem(FLASH_KEY);
    const { text, kind } = JSON.parse(raw) as { text?: unknown; kind?: ToastKind };
    if (typeof text === 'string' && text) showToast(text, kind ?? 'info');
  } catch {
    // A damaged entry is dropped.
  }
}
