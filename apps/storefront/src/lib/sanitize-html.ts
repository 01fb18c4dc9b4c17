/**
 * Allowlist sanitiser for merchant rich text (product descriptions). It parses into an inert document (DOMParser runs
 * no scripts and loads nothing), then rebuilds the HTML from scratch: only the tags below survive, with no attributes
 * except an image's src, which must be a same-origin path ("/…") or https. Everything else is unwrapped to its text;
 * script-like elements are dropped with their content.
 */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h3', 'h4', 'img']);
const VOID = new Set(['br', 'img']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'frame',
  'frameset',
]);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

export function isSafeImageSource(src: string): boolean {
  const value = src.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https:\/\/[^\s]+$/i.test(value);
}

function serialise(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push(escapeText(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return;
  if (tag === 'img') {
    const src = element.getAttribute('src') ?? '';
    if (isSafeImageSource(src)) out.push(`<img src="${escapeAttribute(src.trim())}" alt="" loading="lazy">`);
    return;
  }
  const keep = ALLOWED.has(tag);
  if (keep) out.push(`<${tag}>`);
  if (!VOID.has(tag)) for (const child of Array.from(element.childNodes)) serialise(child, out);
  if (keep && !VOID.has(tag)) out.push(`</${tag}>`);
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  for (const child of Array.from(document.body.childNodes)) serialise(child, out);
  return out.join('');
}
