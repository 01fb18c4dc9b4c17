import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts from outside React (the API client). The app binds antd's message API of its <App> (so toasts take the
 * theme and language); until then, nothing is shown.
 */
let api: MessageInstance | null = null;

export function bindNotifier(instance: MessageInstance): void {
  api = instance;
}

export function notifyError(text: string): void {
  api?.error(text);
}

export function notifySuccess(text: string): void {
  api?.success(text);
}

/** The toast of the server's refusal of a form's field: one at a time, closed when a later save goes through. */
const REFUSAL_KEY = 'form-refusal';

/**
 * A refusal naming a field (the form marks the field too, `showFieldError`): it replaces the form's earlier one rather
 * than stacking beside it, and `closeRefusal` closes it once a later save succeeds (walk GP7: a toast outlived its fix).
 */
export function notifyRefusal(text: string): void {
  api?.open({ key: REFUSAL_KEY, type: 'error', content: text });
}

export function closeRefusal(): void {
  api?.destroy(REFUSAL_KEY);
}
