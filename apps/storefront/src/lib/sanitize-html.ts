import {
  dropUnreadable,
  isRichTextTag,
  isSafeImageSource,
  RICH_TEXT_ALLOWLIST,
  richTextAttributes,
} from '@mall/contract';

export { isSafeImageSource };

/**
 * Sanitiser for merchant rich text (product descriptions) with the one allowlist of the contract
 * (packages/contract/src/rich-text-allowlist.ts), which the server applies as well when a description is saved. It
 * parses into an inert document (DOMParser runs no scripts and loads nothing), then rebuilds the HTML from scratch:
 * only the listed tags survive, with no attributes except an image's src, which must be one of the mall's own pictures
 * (an upload or a stock picture: no other site's, audit CH notes). Everything else is unwrapped to its text; script-like elements are dropped with their content; text loses
 * control and direction characters.
 */
const VOID = new Set(RICH_TEXT_ALLOWLIST.voidTags);
const DROP_WITH_CONTENT = new Set(RICH_TEXT_ALLOWLIST.dropWithContent);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function serialise(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    // Descriptions stored before the server dropped them may still hold control or direction characters (audit W2).
    out.push(escapeText(dropUnreadable(node.textContent ?? '')));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return;
  if (richTextAttributes(tag).includes('src')) {
    const src = element.getAttribute('src') ?? '';
    if (isSafeImageSource(src)) out.push(`<${tag} src="${escapeAttribute(src.trim())}" alt="" loading="lazy">`);
    return;
  }
  const keep = isRichTextTag(tag);
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
