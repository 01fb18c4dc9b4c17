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

type Path = (string | number)[];
/** The refusal on screen, and what it names when a form marked it (`showFieldError`): the form, its field, the value. */
let refusal: { form: object | null; path: Path | null; value: unknown } | null = null;

/**
 * A refusal naming a field (the form marks the field too, `showFieldError`): it replaces the form's earlier one rather
 * than stacking beside it, and `closeRefusal` closes it once a later save succeeds (walk GP7: a toast outlived its fix),
 * the field it names is edited or its form is left (`refusalFieldsEdited`, `refusalFormLeft`; the console's `Form`).
 */
export function notifyRefusal(text: string): void {
  refusal = { form: null, path: null, value: undefined };
  api?.open({ key: REFUSAL_KEY, type: 'error', content: text });
}

export function closeRefusal(): void {
  refusal = null;
  api?.destroy(REFUSAL_KEY);
}

/** The refusal on screen is about this form's field (its path as the form names it), which holds `value` now. */
export function refusalAbout(form: object, path: Path, value: unknown): void {
  if (refusal) refusal = { form, path, value };
}

/** The value `changed` (a form's changed values, nested as its fields are) gives at `path`, when it gives one. */
function valueAt(changed: unknown, path: Path): { value: unknown } | null {
  let node = changed;
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string | number, unknown>)[part];
  }
  return { value: node };
}

const sameValue = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's values were edited (antd's `onValuesChange`): the refusal naming one of its fields closes once that field
 * holds another value than it was refused with, as the storefront's `useFormToasts` does (audit GU1). Edits elsewhere,
 * or in another form, leave it.
 */
export function refusalFieldsEdited(form: object | undefined, changed: unknown): void {
  if (!refusal?.path || refusal.form !== form) return;
  const now = valueAt(changed, refusal.path);
  if (now && !sameValue(now.value, refusal.value)) closeRefusal();
}

/** A form went (its page or dialog closed): a refusal it marked, or one no form marked, goes with it. */
export function refusalFormLeft(form: object | undefined): void {
  if (refusal && (refusal.form === null || refusal.form === form)) closeRefusal();
}

/** The page on screen (the shell's path): another one closes the refusal of the page left. */
let page: string | null = null;

export function refusalPageShown(path: string): void {
  if (page !== null && page !== path) closeRefusal();
  page = path;
}
