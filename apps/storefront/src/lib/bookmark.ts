/** Browsers no longer let a page add a bookmark itself, so the action explains the shortcut (spec section 2). */
export function bookmarkHintKey(userAgent: string, platform: string, hasKeyboard: boolean): string {
  if (/360SE|360EE|QIHU/i.test(userAgent)) return 'header.bookmark360';
  if (!hasKeyboard || /Android|iPhone|iPad|Mobile/i.test(userAgent)) return 'header.bookmarkUnsupported';
  return /Mac/i.test(platform) ? 'header.bookmarkMac' : 'header.bookmarkHint';
}
