/**
 * The form fields inside `root` a screen reader announces without a name (audit DB5: "combo box" for the field that
 * says where a freight rule applies): no aria-label, no aria-labelledby with text, no label. A placeholder is no name:
 * antd shows a select's placeholder in a separate span, and an input's disappears once typed in.
 */
export function unnamedFields(root: ParentNode = document): HTMLElement[] {
  const fields = root.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), textarea, select, [role="combobox"]',
  );
  return [...fields].filter((field) => {
    if (field.closest('[aria-hidden="true"]')) return false;
    if (field.getAttribute('aria-label')?.trim()) return false;
    const labelledBy = field.getAttribute('aria-labelledby');
    if (labelledBy?.split(/\s+/).some((id) => document.getElementById(id)?.textContent?.trim())) {
      return false;
    }
    const labels = field.id ? [...document.querySelectorAll('label')].filter((l) => l.htmlFor === field.id) : [];
    if (labels.some((label) => label.textContent?.trim())) return false;
    return !field.closest('label')?.textContent?.trim();
  });
}

/** How a test names the unnamed fields it found, to say which. */
export const describeFields = (fields: HTMLElement[]) =>
  fields.map((f) => `${f.tagName.toLowerCase()}#${f.id}[placeholder=${f.getAttribute('placeholder') ?? ''}]`);
