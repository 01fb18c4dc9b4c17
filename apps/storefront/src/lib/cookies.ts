export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * On a page served over https the cookies (the sign-in token among them) are `Secure`, so a plain-http request to the
 * host never carries them (audit AG1), as the server's own cookies on an https PUBLIC_URL. On http (a local shop) a
 * Secure cookie would not be kept at all.
 */
const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; this is the one writer.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure()}`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax${secure()}`;
}
