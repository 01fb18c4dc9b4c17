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
   * An image's src: a same-origin path ("/…", not "//" or "/\") or https, made only of plain URL characters. No entity,
   * quote, space, backslash or query string: what is checked is exactly what a browser will request, and an element
   * without a safe src goes.
   */
  imageSource: /^(?:\/(?![/\\])[\w\-./%~]*|https:\/\/[\w\-.]+(?::\d+)?(?:\/[\w\-./%~]*)?)$/,
};

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
