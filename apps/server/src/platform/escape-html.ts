/** Text made safe for HTML content and quoted attributes: every server-written page and email goes through this. */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
