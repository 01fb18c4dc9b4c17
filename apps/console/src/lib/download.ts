import { LOCALE_HEADER } from '@mall/contract';
import { buildUrl } from './api-client';
import { readToken } from './auth-token';
import { currentLanguage } from './i18n';
import { notifyError } from './notify';

/**
 * Downloads a file an API call answers (a CSV export). The call needs the token, so it goes through fetch, not a
 * link; a refusal shows the server's message (or `fallbackError`), and the file keeps the server's name. Answers the
 * answer's headers (what the server says about the file, such as an export cut at its limit), or null when refused.
 */
export async function downloadFile(
  path: string,
  query: Parameters<typeof buildUrl>[1],
  fallbackName: string,
  fallbackError: string,
): Promise<Headers | null> {
  const response = await fetch(buildUrl(path, query), {
    headers: {
      Authorization: `Bearer ${readToken() ?? ''}`,
      'Accept-Language': currentLanguage(),
      [LOCALE_HEADER]: currentLanguage(),
      source: 'pc',
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    notifyError(body?.message || fallbackError);
    return null;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return response.headers;
}
