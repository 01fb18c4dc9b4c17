import type { FastifyInstance } from 'fastify';
import { invalid } from './errors';

/**
 * Finds the first key that appears twice in one object of a JSON text, or null. Two parsers that disagree on which
 * duplicate wins (one takes the first `price`, another the last) are a classic way to slip a value past a check, so
 * such bodies are refused (DESIGN.md section 4). The text is already known to be valid JSON.
 */
export function duplicateKey(text: string): string | null {
  type Frame = { kind: 'object'; keys: Set<string>; expectKey: boolean } | { kind: 'array' };
  const stack: Frame[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (top?.kind === 'object' && top.expectKey) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (top.keys.has(key)) return key;
        top.keys.add(key);
        top.expectKey = false;
      }
      i = j + 1;
      continue;
    }
    if (c === '{') stack.push({ kind: 'object', keys: new Set(), expectKey: true });
    else if (c === '[') stack.push({ kind: 'array' });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',' && top?.kind === 'object') top.expectKey = true;
    i++;
  }
  return null;
}

/** True when a value holds a NUL character anywhere: PostgreSQL text cannot store it, and no person types it. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value))
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  return false;
}

/** JSON bodies: valid JSON, no prototype keys, no duplicate keys; no NUL characters in any input. */
export function registerStrictJson(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw invalid('parameter validation failed: forbidden character');
    }
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, (key, value) => {
        if (key === '__proto__' || key === 'constructor') throw invalid('parameter validation failed: forbidden key');
        return value;
      });
    } catch (error) {
      return done(error instanceof Error && 'code' in error ? error : invalid('The body is not valid JSON'), undefined);
    }
    const dup = duplicateKey(text);
    if (dup !== null) return done(invalid(`parameter validation failed: the key "${dup}" appears twice`), undefined);
    done(null, parsed);
  });
}
