import type { FastifyInstance } from 'fastify';
import { AppError, invalid } from './errors';

/** What a JSON text holds that a body may not: a key given twice, a prototype key, too many keys, too deep. */
export type JsonFault =
  | { kind: 'duplicate'; key: string }
  | { kind: 'forbidden' }
  | { kind: 'keys' }
  | { kind: 'depth' };

/** The body size of the app's routes unless one raises it: every shopper's form is far below. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Route options for the few forms that are large by nature: a product with its rich-text description and up to 200
 * SKUs, texts in six languages. Spread into the route's options.
 */
export const LARGE_FORM = { bodyLimit: 1024 * 1024, config: { jsonKeys: 5000 } } as const;

/** Bounds of one body's shape: most bodies are a handful of fields; routes with large forms raise `jsonKeys`. */
export const JSON_LIMITS = { keys: 1000, depth: 32 } as const;

/**
 * One pass over a JSON text, before it is parsed: refuses a key given twice in one object (two parsers that disagree
 * on which duplicate wins are a classic way to slip a value past a check), `__proto__` and `constructor` keys, more
 * than `maxKeys` keys in all and nesting deeper than `maxDepth` (DESIGN.md section 4). It stops at the first fault,
 * so a body of 90,000 keys costs what its first thousand cost; the text is then parsed without a reviver.
 * Assumes valid JSON (a malformed text is left to JSON.parse to refuse).
 */
export function jsonFault(
  text: string,
  maxKeys: number = JSON_LIMITS.keys,
  maxDepth: number = JSON_LIMITS.depth,
): JsonFault | null {
  type Frame = { kind: 'object'; keys: Set<string>; expectKey: boolean } | { kind: 'array' };
  const stack: Frame[] = [];
  let keys = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === 34 /* " */) {
      let j = i + 1;
      let escaped = false;
      while (j < text.length && text.charCodeAt(j) !== 34) {
        if (text.charCodeAt(j) === 92 /* \ */) {
          escaped = true;
          j += 2;
        } else j++;
      }
      if (top?.kind === 'object' && top.expectKey) {
        if (++keys > maxKeys) return { kind: 'keys' };
        const key = escaped ? safeKey(text.slice(i, j + 1)) : text.slice(i + 1, j);
        if (key === '__proto__' || key === 'constructor') return { kind: 'forbidden' };
        if (top.keys.has(key)) return { kind: 'duplicate', key };
        top.keys.add(key);
        top.expectKey = false;
      }
      i = j + 1;
      continue;
    }
    if (c === 123 /* { */ || c === 91 /* [ */) {
      if (stack.length >= maxDepth) return { kind: 'depth' };
      stack.push(c === 123 ? { kind: 'object', keys: new Set(), expectKey: true } : { kind: 'array' });
    } else if (c === 125 /* } */ || c === 93 /* ] */) stack.pop();
    else if (c === 44 /* , */ && top?.kind === 'object') top.expectKey = true;
    i++;
  }
  return null;
}

/** A key with escapes, decoded; a broken escape is left for JSON.parse of the whole text to refuse. */
function safeKey(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted;
  }
}

/** The first key given twice in one object, or null (kept for the tests that name this check). */
export function duplicateKey(text: string): string | null {
  const fault = jsonFault(text, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
  return fault?.kind === 'duplicate' ? fault.key : null;
}

/**
 * A string no person types: a NUL character (PostgreSQL text cannot store it), or half of a character (a lone UTF-16
 * surrogate, which JSON's `\udc00` can spell: it was stored as U+FFFD, a nickname of one "�", audit AG9).
 */
const HALF_CHARACTER = /\p{Cs}/u;
const brokenText = (text: string) => text.includes('\u0000') || HALF_CHARACTER.test(text);

/** True when a value holds such a string anywhere, in a key or a value. */
function holdsBroken(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return brokenText(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) if (brokenText(key) || holdsBroken(inner, depth + 1)) return true;
  return false;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How many keys a JSON body of this route may hold in all (JSON_LIMITS.keys unless raised). */
    jsonKeys?: number;
  }
}

/**
 * JSON bodies: valid JSON within the route's body size (the app's small default unless the route raises
 * `bodyLimit`) and key count, no prototype keys, no duplicate keys, bounded depth; no NUL characters nor halves of characters in any input.
 */
export function registerStrictJson(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsBroken(request.params) || holdsBroken(request.query) || holdsBroken(request.body)) {
      throw invalid('parameter validation failed: forbidden character');
    }
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    const fault = jsonFault(text, request.routeOptions.config.jsonKeys ?? JSON_LIMITS.keys);
    if (fault) return done(faultError(fault), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(invalid('The body is not valid JSON'), undefined);
    }
  });
}

function faultError(fault: JsonFault) {
  switch (fault.kind) {
    case 'duplicate':
      return invalid(`parameter validation failed: the key "${fault.key}" appears twice`);
    case 'forbidden':
      return invalid('parameter validation failed: forbidden key');
    case 'keys':
      return new AppError(413, 'The request has too many fields');
    case 'depth':
      return new AppError(413, 'The request is nested too deeply');
  }
}
