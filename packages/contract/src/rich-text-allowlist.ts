import { UPLOAD_OR_STOCK_PATTERN } from './uploads';

/**
 * The one allowlist of merchant rich text (product descriptions). The server applies it when a description is saved
 * (apps/server/src/modules/catalog/rich-text.ts) and the storefront again when it shows one
 * (apps/storefront/src/lib/sanitize-html.ts), so what is stored is already what is shown. Tags not listed are unwrapped
 * to their text; attributes not listed for a tag go; script-like elements go with their content; comments go.
 */
export const RICH_TEXT_ALLOWLIST = {
  /** The tags kept, each with the only attributes it keeps. */
  tags: {
    p: [],
    br: [],
    ul: [],
    ol: [],
    li: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    h3: [],
    h4: [],
    img: ['src'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Kept tags without content or closing tag. */
  voidTags: ['br', 'img'] as readonly string[],
  /** Elements dropped together with everything inside them (raw-text and foreign content included). */
  dropWithContent: [
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
  ] as readonly string[],
  /**
   * An image's src: a picture the mall itself holds, i.e. an address the upload call handed out
   * (`/uploads/u/<yyyy-mm>/<32 hex>.jpg`, served by the mall from disk or S3 alike) or a stock picture. A picture from
   * another host would tell that host every viewer's address and browser (a tracking pixel, audit CH notes), and any
   * other same-site path is a request on the viewer's behalf (`/en/` switches their language), so neither is kept.
   */
  imageSource: UPLOAD_OR_STOCK_PATTERN,
};

/**
 * What a description's text loses: control characters (line breaks and tabs aside) and the direction embeddings,
 * overrides and isolates that make "\u202Egnp.exe" read "exe.png". Every other text people read refuses them
 * (readable-text.ts); a description is HTML the sanitisers rebuild, so they leave them out instead (audit W2).
 */
const unreadable = (code: number) =>
  (code < 32 && code !== 10 && code !== 13 && code !== 9) ||
  (code >= 127 && code < 160) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

/**
 * A text node's text without control and direction characters (the storefront's sanitiser, on decoded text). None
 * of them is a surrogate, so UTF-16 units are read as they are; a text with none (nearly every one) is returned as it
 * is. It was built a letter at a time: 25 KB of garbage for a description of 450 letters, on every product page
 * rendered (issue 25).
 */
export function dropUnreadable(text: string): string {
  let kept = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!unreadable(text.charCodeAt(i))) continue;
    kept += text.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? text : kept + text.slice(from);
}

const isUnreadable = (code: number) =>
  code <= 0x10ffff && (code < 0x80 || code > 0x9f) && dropUnreadable(String.fromCodePoint(code)) === '';

/** A numeric character reference ("&#x202e;", "&#8238"): the server keeps HTML text undecoded. */
const REFERENCE = /&#(?:[xX]([0-9a-fA-F]{1,8})|(\d{1,10}));?/g;

/**
 * HTML text as written (references undecoded) without control and direction characters, raw or as references.
 * HTML reads &#128; to &#159; as Windows-1252 letters ("&#150;" is a dash), so those stay. Until nothing changes:
 * taking one out can join the pieces around it into another ("&#x20&#x202e;2e;").
 */
export function dropUnreadableHtml(html: string): string {
  let text = dropUnreadable(html);
  for (;;) {
    const next = text.replace(REFERENCE, (reference, hex: string | undefined, decimal: string | undefined) =>
      isUnreadable(hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal)) ? '' : reference,
    );
    if (next === text) return text;
    text = dropUnreadable(next);
  }
}

/** Whether a tag (lower case) is kept. */
export function isRichTextTag(tag: string): boolean {
  return Object.hasOwn(RICH_TEXT_ALLOWLIST.tags, tag);
}

/** The attributes a kept tag keeps (none for a tag that is not kept). */
export function richTextAttributes(tag: string): readonly string[] {
  return isRichTextTag(tag) ? (RICH_TEXT_ALLOWLIST.tags[tag] ?? []) : [];
}

/** Whether an image source (surrounding spaces aside) may be kept. */
export function isSafeImageSource(src: string): boolean {
  return RICH_TEXT_ALLOWLIST.imageSource.test(src.trim());
}
