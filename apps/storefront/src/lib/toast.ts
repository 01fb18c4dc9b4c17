import { useEffect, useId, useMemo, useRef } from 'react';
import { createStore } from './store';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** The form whose check raised it (`useFormToasts`): closed with that form's other validation toasts. */
  group?: string;
}

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(text: string, kind: ToastKind = 'info', durationMs = 3000, group?: string): void {
  const id = nextId++;
  // The same text twice in a row (e.g. two failing requests) is shown once.
  toastStore.set((toasts) => [
    ...toasts.filter((toast) => toast.text !== text),
    { id, kind, text, ...(group ? { group } : {}) },
  ]);
  window.setTimeout(() => dismissToast(id), durationMs);
}

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

/** Closes the toasts a form's checks raised (`useFormToasts`). */
export function dismissToastGroup(group: string): void {
  toastStore.set((toasts) =>
    toasts.some((toast) => toast.group === group) ? toasts.filter((toast) => toast.group !== group) : toasts,
  );
}

/**
 * The toasts a form's own checks raise (walk GP7): a toast telling the first wrong field no longer outlives its fix.
 * A new check replaces the form's earlier toast, editing the field it named closes it, and so do a check that passes
 * (the save goes on) and the form's leaving. Toasts of the server's answers are the API client's, not these.
 */
export function useFormToasts() {
  const group = useId();
  /** The field the toast shown names, when it names one. */
  const about = useRef<string | null>(null);
  useEffect(() => () => dismissToastGroup(group), [group]);
  return useMemo(
    () => ({
      /** Tells a refusal of the form's check, about `field` when it names one. */
      refuse(text: string, field?: string) {
        dismissToastGroup(group);
        about.current = field ?? null;
        showToast(text, 'error', 3000, group);
      },
      /** These fields were edited: a toast naming one of them goes. */
      fixed(...fields: string[]) {
        if (about.current !== null && fields.includes(about.current)) {
          about.current = null;
          dismissToastGroup(group);
        }
      },
      /** The form passed its check (or was saved): its toasts go. */
      clear() {
        about.current = null;
        dismissToastGroup(group);
      },
    }),
    [group],
  );
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
