/**
 * Reads a raw message the mail catcher received, as a mail client would: headers (encoded words decoded), and the
 * plain-text and HTML parts (quoted-printable or base64 decoded). Enough MIME for what nodemailer writes.
 */
export type ReadMail = { headers: Record<string, string>; subject: string; text: string; html: string };

function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_w, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuoted(data.replace(/_/g, ' ')),
  );
}

function decodeQuoted(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return body;
  }
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuoted(body);
  return body;
}

export function readMail(raw: string): ReadMail {
  const { headers, body } = splitHead(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const walk = (h: Record<string, string>, b: string) => {
    const inner = /boundary="?([^";]+)"?/i.exec(h['content-type'] ?? '')?.[1];
    if (inner) {
      for (const piece of b.split(`--${inner}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const sub = splitHead(piece.replace(/^\r?\n/, ''));
        walk(sub.headers, sub.body);
      }
      return;
    }
    parts.push({ type: (h['content-type'] ?? 'text/plain').split(';')[0]!.trim(), content: decodeBody(h, b) });
  };
  if (boundary) walk(headers, body);
  else
    parts.push({ type: (headers['content-type'] ?? 'text/plain').split(';')[0]!, content: decodeBody(headers, body) });
  return {
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content.trim() ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}
