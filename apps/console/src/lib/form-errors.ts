import type { FormInstance } from 'antd';
import { ApiError } from './api-error';

type Path = (string | number)[];

/** `openingHours.0.to` as antd names the field: `['openingHours', 0, 'to']`. */
function pathOf(field: string): Path {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((part, i) => String(part) === String(b[i]));

/**
 * Marks the field a server refusal names (`data.field` of a schema refusal, API.md) with the refusal's sentence under
 * it and scrolls to it, when the form has such a field, or else the nearest field that holds it (`skus.0` for
 * `skus.0.attrValues.1`). The toast the API client showed stays: a field the form does not show is marked nowhere.
 */
export function showFieldError(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || !error.field) return;
  const registered = form.getFieldsError().map((f) => f.name as Path);
  for (let path = pathOf(error.field); path.length > 0; path = path.slice(0, -1)) {
    const name = registered.find((r) => samePath(r, path));
    if (!name) continue;
    form.setFields([{ name, errors: [error.message] }]);
    form.scrollToField(name, { block: 'center' });
    return;
  }
}
