import fc from 'fast-check';

/**
 * Boundary values for the fuzzer (Hardening item 9): for every number a route takes (a JSON number, a query or path
 * number, a decimal string such as a price), the type limits of the columns behind it and the values just beside the
 * schema's own bounds. And a baseline request built from the schema, valid as far as the schema can tell, so that
 * one boundary value at a time reaches the service and the database instead of stopping at another field.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
};

const INT4_MAX = 2 ** 31 - 1;

/** Limits of the column types and of JavaScript numbers, and their neighbours. */
export const TYPE_LIMITS: number[] = [
  0,
  -1,
  1,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 1,
  -INT4_MAX - 2,
  32_767,
  32_768,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
];

/** Decimal strings: money at and beyond the bounds, many digits, exponents, and what a parser might misread. */
export const DECIMAL_STRINGS: string[] = [
  '0',
  '0.00',
  '0.01',
  '-0.01',
  '0.001',
  '1.005',
  '999999.99',
  '1000000.00',
  '1000000',
  '21474836.47',
  '21474836.48',
  '99999999.99',
  '100000000.00',
  '92233720368547758.07',
  '9007199254740993',
  '12345678901234567890123456789',
  '1.00000000000000000001',
  '1e9',
  '1E308',
  '-1e-9',
  '0x7fffffff',
  'Infinity',
  '٣',
];

type Bounds = { min?: number; max?: number };

function boundsOf(schema: JsonSchema): Bounds {
  return {
    min: schema.minimum ?? schema.exclusiveMinimum,
    max: schema.maximum ?? schema.exclusiveMaximum,
  };
}

/** The numbers to try for a numeric schema: type limits, then the schema's own bounds and just beyond. */
export function boundaryNumbers(schema: JsonSchema): number[] {
  const { min, max } = boundsOf(schema);
  const own: number[] = [];
  if (min !== undefined) own.push(min, min - 1, min + 1);
  if (max !== undefined) own.push(max, max + 1, max - 1);
  if (typeOf(schema) === 'number') {
    own.push(1.5, 0.01, -0.01);
    if (max !== undefined) own.push(max + 0.01);
    if (min !== undefined) own.push(min - 0.01);
  }
  return [...new Set([...TYPE_LIMITS, ...own])];
}

/** What a number looks like in a query string or a path: the numbers, and the decimal strings. */
export function boundaryTexts(schema: JsonSchema): string[] {
  return [...new Set([...boundaryNumbers(schema).map(String), ...DECIMAL_STRINGS])];
}

export function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A string field that holds a number (a price, a percentage): its pattern accepts decimals and refuses words. */
export function isDecimalString(schema: JsonSchema): boolean {
  if (typeOf(schema) !== 'string' || !schema.pattern) return false;
  try {
    const re = new RegExp(schema.pattern, 'u');
    return ['1', '1.5', '10.00'].some((s) => re.test(s)) && !re.test('abc');
  } catch {
    return false;
  }
}

export function isNumeric(schema: JsonSchema): boolean {
  const type = typeOf(schema);
  return type === 'integer' || type === 'number' || isDecimalString(schema);
}

/** Values seen in answers, by key (ids of categories, products, pictures…), so that a baseline can use real ones. */
export type Harvest = Map<string, unknown[]>;
/** The same, with the route each value came from. */
export type Harvested = Map<string, { from: string; value: unknown }[]>;

export function harvestFrom(value: unknown, into: Harvested, from: string, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) harvestFrom(item, into, from, key);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) harvestFrom(v, into, from, k);
    return;
  }
  if (!key || value === null || value === undefined || value === '') return;
  const seen = into.get(key) ?? [];
  if (seen.length < 400 && !seen.some((s) => s.from === from && s.value === value)) seen.push({ from, value });
  into.set(key, seen);
}

/** The harvested values as one route sees them: those from the routes nearest to it (longest common path) first. */
export function harvestNear(harvested: Harvested, path: string): Harvest {
  const common = (other: string) => {
    let i = 0;
    while (i < other.length && i < path.length && other[i] === path[i]) i++;
    return i;
  };
  const near: Harvest = new Map();
  for (const [key, entries] of harvested) {
    const sorted = [...entries].sort((a, b) => common(b.from) - common(a.from));
    near.set(key, [...new Set(sorted.map((e) => e.value))]);
  }
  return near;
}

function fits(schema: JsonSchema, value: unknown): boolean {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    if (typeof value !== 'number' || (type === 'integer' && !Number.isInteger(value))) return false;
    const { min, max } = boundsOf(schema);
    return (
      (min === undefined || value > min || (schema.minimum !== undefined && value === min)) &&
      (max === undefined || value <= max)
    );
  }
  if (type === 'string') {
    if (typeof value !== 'string') return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    return !schema.pattern || new RegExp(schema.pattern, 'u').test(value);
  }
  return typeof value === type;
}

/** Keys whose harvested values belong to the field: `categoryId` takes categoryId, `ids` takes id, `images` image. */
function harvestKeys(key: string): string[] {
  const keys = [key];
  if (key.endsWith('Ids')) keys.push(`${key.slice(0, -1)}`, 'id');
  if (key.endsWith('s')) keys.push(key.slice(0, -1));
  return keys;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.pattern) {
    try {
      const [sample] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 7 });
      if (sample !== undefined) return sample;
    } catch {
      // A pattern fast-check cannot generate from: fall through to a plain word.
    }
  }
  const length = Math.max(schema.minLength ?? 4, 4);
  return 'fuzz'.padEnd(Math.min(length, schema.maxLength ?? length), 'z');
}

/** A value the schema accepts, as far as it can tell: real harvested values where a key matches, else the smallest. */
export function baselineOf(schema: JsonSchema | undefined, harvest: Harvest, key = '', depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (variants.length > 0) {
    if (variants.some((v) => v.type === 'null')) return null;
    return baselineOf(variants[0], harvest, key, depth + 1);
  }
  const type = typeOf(schema);
  if (type !== 'object' && type !== 'array') {
    for (const k of harvestKeys(key)) {
      const found = (harvest.get(k) ?? []).find((v) => fits(schema, v));
      if (found !== undefined) return found;
    }
  }
  switch (type) {
    case 'integer':
    case 'number': {
      const { min, max } = boundsOf(schema);
      let value = 1;
      if (min !== undefined && value <= min) value = schema.minimum !== undefined ? min : min + 1;
      if (max !== undefined && value > max) value = max;
      return value;
    }
    case 'boolean':
      return false;
    case 'string':
      return isDecimalString(schema) ? '10.00' : sampleString(schema);
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 0);
      return Array.from({ length: count }, () => baselineOf(schema.items, harvest, key, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const value = baselineOf(schema.properties?.[name], harvest, name, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** A numeric field somewhere in a body: its path, its schema, and the baseline body with a value put there. */
export type NumericLeaf = { path: string; schema: JsonSchema; put: (value: unknown) => unknown };

export function numericLeaves(schema: JsonSchema | undefined, harvest: Harvest, key = '', depth = 0): NumericLeaf[] {
  if (!schema || depth > 8) return [];
  if (isNumeric(schema)) return [{ path: '', schema, put: (value) => value }];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (variants.length > 0) return variants.flatMap((v) => numericLeaves(v, harvest, key, depth + 1));
  const type = typeOf(schema);
  if (type === 'array') {
    return numericLeaves(schema.items, harvest, key, depth + 1).map((leaf) => ({
      path: `[0]${leaf.path ? `.${leaf.path}` : ''}`,
      schema: leaf.schema,
      put: (value) => {
        const base = baselineOf(schema, harvest, key, depth) as unknown[];
        return [leaf.put(value), ...base.slice(1)];
      },
    }));
  }
  if (type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, sub]) =>
      numericLeaves(sub, harvest, name, depth + 1).map((leaf) => ({
        path: `${name}${leaf.path.startsWith('[') || !leaf.path ? '' : '.'}${leaf.path}`,
        schema: leaf.schema,
        put: (value) => ({ ...(baselineOf(schema, harvest, key, depth) as object), [name]: leaf.put(value) }),
      })),
    );
  }
  return [];
}

/** The values a numeric leaf gets in a JSON body: numbers for numbers, decimal strings (and numbers) for strings. */
export function boundaryValuesFor(schema: JsonSchema): unknown[] {
  if (isDecimalString(schema)) return [...DECIMAL_STRINGS, ...boundaryNumbers(schema).slice(0, 4)];
  return [...boundaryNumbers(schema), '1e9', '2147483648'];
}
