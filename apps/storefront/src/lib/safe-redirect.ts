/**
 * Whether a path may be restored after sign-in: an in-app relative path that starts with exactly one '/', has no
 * scheme, no backslash and no control characters, also once percent-decoded. Anything else sends the shopper home.
 */
export function isSafeRedirect(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2000) return false;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return [path, decoded].every(
    (candidate) =>
      candidate.startsWith('/') &&
      !candidate.startsWith('//') &&
      !candidate.includes('\\') &&
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
      !/[\u0000-\u001f\u007f]/.test(candidate) &&
      !/^\/*[a-z][a-z\d+.-]*:/i.test(candidate),
  );
}

/** The path itself when safe, else null. */
export function safeRedirect(path: unknown): string | null {
  return isSafeRedirect(path) ? path : null;
}
