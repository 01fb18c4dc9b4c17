import type { FormInstance } from 'antd';
import { ApiError } from './api-error';
import { refusalAbout } from './notify';

type Path = (string | number)[];

/** `openingHours.0.to` as antd names the field: `['openingHours', 0, 'to']`. */
function pathOf(field: string): Path {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((part, i) => String(part) === String(b[i]));

/**
 * Marks the field a server refusal names (`data.field` of a schema refusal, API.md) with the refusal's sentence under
 * it and scrolls to it, when the form has that very field. A field the form shows inside a composite one (the product
 * form's translations, one form item for six languages' names and descriptions) is marked nowhere: marking the whole
 * composite put the sentence under another input and every language's fields in red (audit V3). The toast the API
 * client showed says it either way. `fields`: the form's own name of a field the request names otherwise (a coupon's
 * `validTo` is the form's `validRange`). The refusal's toast closes once that field is edited (the console's `Form`).
 */
export function showFieldError(form: FormInstance, error: unknown, fields: Record<string, string> = {}): void {
  if (!(error instanceof ApiError) || !error.field) return;
  const path = pathOf(Object.hasOwn(fields, error.field) ? (fields[error.field] ?? error.field) : error.field);
  // The toast goes once this field is edited (a composite one's part too: its item's change carries the part).
  refusalAbout(form, path, form.getFieldValue(path));
  const name = form
    .getFieldsError()
    .map((f) => f.name as Path)
    .find((r) => samePath(r, path));
  if (!name) return;
  form.setFields([{ name, errors: [error.message] }]);
  form.scrollToField(name, { block: 'center' });
}
