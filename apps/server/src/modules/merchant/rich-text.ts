/**
 * Server-side allowlist for merchant rich text (product descriptions), the same list the storefront applies when it
 * shows one (apps/storefront/src/lib/sanitize-html.ts): p, br, ul, ol, li, strong, em, b, i, h3, h4 without
 * attributes, and img with only a src that is a same-origin path or https. Every other tag is unwrapped to its text;
 * script-like elements are dropped with their content; comments go. What is stored is therefore already what the
 * storefront will show, and a client that skips the console cannot store anything else.
 */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h3', 'h4']);
const VOID = new Set(['br']);
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
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
]);
/** No entity, quote, space or backslash: what is checked is exactly what a browser will request. */
const SAFE_SRC = /^(?:\/(?![/\\])[\w\-./%~]*|https:\/\/[\w\-.]+(?::\d+)?(?:\/[\w\-./%~]*)?)$/;
/** A tag with its attributes (bounded, so that a stray quote costs little: descriptions are at most 20,000 characters). */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]{0,20})\b((?:[^>"']|"[^"]{0,2000}"|'[^']{0,2000}'){0,2000})>/y;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function srcOf(attributes: string): string | null {
  const match = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const src = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return SAFE_SRC.test(src) ? src : null;
}

export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  let i = 0;
  let text = '';
  const flush = () => {
    if (text) out.push(escapeText(text));
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(html);
    if (!tag) {
      // A lone "<" (or "<!doctype", "<?xml"): text if it is followed by text, else dropped with its bracket.
      if (/^<[!?]/.test(html.slice(lt, lt + 2))) {
        const end = html.indexOf('>', lt);
        i = end === -1 ? html.length : end + 1;
      } else {
        text += '<';
        i = lt + 1;
      }
      continue;
    }
    i = TAG.lastIndex;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = html.toLowerCase().indexOf(`</${name}`, i);
        const close = end === -1 ? -1 : html.indexOf('>', end);
        i = close === -1 ? html.length : close + 1;
      }
      continue;
    }
    if (name === 'img') {
      const src = closing ? null : srcOf(tag[3] ?? '');
      if (src) {
        flush();
        out.push(`<img src="${src}" alt="">`);
      }
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing && VOID.has(name)) continue;
    flush();
    out.push(closing ? `</${name}>` : `<${name}>`);
  }
  flush();
  return out.join('');
}
