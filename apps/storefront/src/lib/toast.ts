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
