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
