import {
  dropUnreadableHtml,
  isRichTextTag,
  isSafeImageSource,
  RICH_TEXT_ALLOWLIST,
  richTextAttributes,
} from '@mall/contract';

/**
 * Server-side sanitiser for merchant rich text (product descriptions) with the one allowlist of the contract
 * (packages/contract/src/rich-text-allowlist.ts), which the storefront applies as well when it shows one: the listed
 * tags without attributes, and img with only a src that is one of the mall's own pictures. Every other tag is unwrapped
 * to its text; script-like elements are dropped with their content; comments go; the text loses control and direction
 * characters, typed or as references (audit W2). What is stored is therefore already
 * what the storefront will show, and a client that skips the console cannot store anything else.
 */
const VOID = new Set(RICH_TEXT_ALLOWLIST.voidTags);
const DROP_WITH_CONTENT = new Set(RICH_TEXT_ALLOWLIST.dropWithContent);
/** A tag with its attributes (bounded, so that a stray quote costs little: descriptions are at most 20,000 characters). */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]{0,20})\b((?:[^>"']|"[^"]{0,2000}"|'[^']{0,2000}'){0,2000})>/y;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function srcOf(attributes: string): string {
  const match = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
}

/**
 * The description as it is stored and shown. `refused`, when given, receives the src of every picture left out
 * (another site's, another path of ours, none at all), so that a save can refuse them with a sentence instead.
 */
export function sanitizeRichText(html: string, refused?: string[]): string {
  const out: string[] = [];
  let i = 0;
  let text = '';
  const flush = () => {
    // The text of unwrapped tags together: a reference split around one ("&#x20<span>2e;") is whole here.
    if (text) out.push(escapeText(dropUnreadableHtml(text)));
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
    if (richTextAttributes(name).includes('src')) {
      if (closing) continue;
      const src = srcOf(tag[3] ?? '');
      if (isSafeImageSource(src)) {
        flush();
        out.push(`<${name} src="${src}" alt="">`);
      } else refused?.push(src);
      continue;
    }
    if (!isRichTextTag(name)) continue;
    if (closing && VOID.has(name)) continue;
    flush();
    out.push(closing ? `</${name}>` : `<${name}>`);
  }
  flush();
  return out.join('');
}
