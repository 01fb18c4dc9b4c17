import {
  AddressEditSchema,
  CONTROL_TEXT,
  type Country,
  type Locale,
  type Region,
  regionsOfPostCode,
  STACKED_MARKS_TEXT,
  showsSomething,
} from '@mall/contract';
import type { AddressInput } from './api/save-address';

export type AddressField =
  | 'realName'
  | 'detail'
  | 'postCode'
  | 'phone'
  | 'email'
  | 'country'
  | 'countryCode'
  | 'regionCode'
  | 'region'
  | 'city';

/** Spec section 5 names consignee name, detailed address and post code first; the rest follow the form's order. */
const ORDER: AddressField[] = [
  'realName',
  'detail',
  'postCode',
  'phone',
  'countryCode',
  'email',
  'country',
  'regionCode',
  'region',
  'city',
];

/**
 * Checks the form with the server's own schema (`AddressEditSchema`) and answers the catalogue key of the first
 * problem, or null. The texts are ours (every language); the rules are the contract's.
 */
export function addressProblem(input: AddressInput): string | null {
  const problems = addressProblems(input);
  if (problems === null) return null;
  const first = ORDER.find((field) => problems[field] !== undefined);
  return first ? (problems[first] as string) : 'buying.address.invalid';
}

/**
 * Every field the schema refuses, each with the catalogue key of its problem (so the form marks them all at once);
 * null when the schema takes the form. An empty answer means a problem no field of the form shows.
 */
export function addressProblems(input: AddressInput): Partial<Record<AddressField, string>> | null {
  const result = AddressEditSchema.safeParse(input);
  if (result.success) return null;
  const issues = result.error.issues;
  const problems: Partial<Record<AddressField, string>> = {};
  for (const field of ORDER) {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    if (issue) problems[field] = fieldProblem(field, issue.message, input);
  }
  return problems;
}

function fieldProblem(field: AddressField, message: string, input: AddressInput): string {
  if (message === CONTROL_TEXT) return 'buying.address.controlText';
  if (message === STACKED_MARKS_TEXT) return 'buying.address.stackedMarks';
  const blank = !showsSomething(String(input[field] ?? ''));
  switch (field) {
    case 'realName':
      return blank ? 'buying.address.nameEmpty' : 'buying.address.nameLong';
    case 'detail':
      return blank ? 'buying.address.detailEmpty' : 'buying.address.detailLong';
    case 'postCode':
      return blank ? 'buying.address.postCodeEmpty' : 'buying.address.postCodeWrong';
    case 'phone':
      return blank ? 'buying.address.phoneEmpty' : 'buying.address.phoneWrong';
    case 'countryCode':
      return 'buying.address.phoneWrong';
    case 'email':
      return 'buying.address.emailWrong';
    case 'country':
      return 'buying.address.countryLong';
    case 'regionCode':
      return 'shipping.address.regionEmpty';
    // Optional texts: refused only when they hold nothing that shows, or too much (audit FL5).
    case 'region':
      return blank ? 'shipping.address.regionBlank' : 'shipping.address.regionLong';
    case 'city':
      return blank ? 'shipping.address.cityBlank' : 'shipping.address.cityLong';
  }
}

/** A new address starts in the country of the shopper's language. */
export const LANGUAGE_COUNTRY: Record<Locale, string> = {
  en: 'US',
  'zh-CN': 'CN',
  fr: 'FR',
  th: 'TH',
  lo: 'LA',
  es: 'ES',
};

/** The country a new address starts from: the language's, when the mall delivers there; else none. */
export function defaultCountry(language: string, countries: Country[]): string {
  const code = LANGUAGE_COUNTRY[language as Locale];
  return countries.some((country) => country.code === code && country.served) ? (code as string) : '';
}

/** Whether a post code has the country's form (the whole code, any letter case); any code without a pattern. */
export function postCodeFits(postCode: string, pattern: string | undefined): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(`^(?:${pattern})$`, 'i').test(postCode.trim());
  } catch {
    // A pattern this browser cannot read is the server's to check.
    return true;
  }
}

/** A catalogue key with its values. */
export type Problem = { key: string; values?: Record<string, string> };

/**
 * The structured part of an address: a country the mall delivers to, its province or state (and city) when we know
 * them, and a post code of the country's form. Checked after the contract's rules. The first problem, or null.
 */
export function placeProblem(
  input: Pick<AddressInput, 'country' | 'regionCode' | 'city' | 'postCode'>,
  country: Country | undefined,
  regions: Region[] | undefined,
): Problem | null {
  const problems = placeProblems(input, country, regions);
  return problems.country ?? problems.regionCode ?? problems.city ?? problems.postCode ?? null;
}

/** Every problem of the structured part at once, by field (empty when it is right). */
export function placeProblems(
  input: Pick<AddressInput, 'country' | 'regionCode' | 'city' | 'postCode'>,
  country: Country | undefined,
  regions: Region[] | undefined,
): Partial<Record<'country' | 'regionCode' | 'city' | 'postCode', Problem>> {
  if (!country) return { country: { key: 'shipping.address.countryEmpty' } };
  const problems: Partial<Record<'country' | 'regionCode' | 'city' | 'postCode', Problem>> = {};
  if (country.hasRegions && regions && regions.length > 0) {
    const region = regions.find((candidate) => candidate.code === input.regionCode);
    const cities = region?.children ?? [];
    if (!region) problems.regionCode = { key: 'shipping.address.regionEmpty' };
    else if (cities.length > 0 && !cities.some((city) => city.name === input.city))
      problems.city = { key: 'shipping.address.cityEmpty' };
  }
  if (input.postCode.trim() !== '' && !postCodeFits(input.postCode, country.postCodePattern)) {
    const example = country.postCodeExample || exampleOf(country.postCodePattern);
    problems.postCode = example
      ? { key: 'shipping.address.postCodeForm', values: { country: country.name, example } }
      : { key: 'shipping.address.postCodeWrong', values: { country: country.name } };
  } else if (input.postCode.trim() !== '' && !problems.regionCode) {
    const elsewhere = postCodeElsewhere(input, country, regions);
    if (elsewhere) problems.postCode = elsewhere;
  }
  return problems;
}

/**
 * A post code of another province or state than the one chosen, where the country's post codes say which (audit AN6:
 * "28013, Barcelona"): "28013 is a post code of Madrid, not Barcelona", on the post code field. The contract's table is
 * the server's.
 */
function postCodeElsewhere(
  input: Pick<AddressInput, 'regionCode' | 'postCode'>,
  country: Country,
  regions: Region[] | undefined,
): Problem | null {
  const belongs = regionsOfPostCode(country.code, input.postCode);
  if (!belongs || belongs.includes(input.regionCode.toUpperCase())) return null;
  const nameOf = (code: string) => regions?.find((region) => region.code === code)?.name;
  // The provinces the form offers, by name (a code only when the list is not read yet).
  const names = belongs.flatMap((code) => nameOf(code) ?? []);
  return {
    key: 'shipping.address.postCodeRegion',
    values: {
      postCode: input.postCode.trim(),
      region: (names.length > 0 ? names : belongs).join(' / '),
      chosen: nameOf(input.regionCode) ?? input.regionCode,
    },
  };
}

/** Lower case without accents or spaces, for matching a free-text country with a name. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\p{M}\s.'’-]/gu, '')
    .toLocaleLowerCase();

/**
 * The country an older free-text address meant, when its text is a code or a country's name in the reader's language
 * or in English ("France", "ประเทศไทย", "fr"); none otherwise.
 */
export function guessCountry(text: string, countries: Country[]): string {
  const wanted = plain(text);
  if (!wanted) return '';
  let english: Intl.DisplayNames | undefined;
  try {
    english = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    english = undefined;
  }
  const found = countries.find(
    (country) =>
      country.served &&
      (plain(country.code) === wanted ||
        plain(country.name) === wanted ||
        (english !== undefined && plain(english.of(country.code) ?? '') === wanted)),
  );
  return found?.code ?? '';
}

/**
 * An example post code made from the country's pattern ("^\d{5}$" -> "12345", "^\d{2}[ ]?\d{3}$" -> "12345"), for
 * the placeholder and the message when the data has no example: optional parts left out, the first alternative
 * taken, digits counted up. Empty when the pattern uses more than this small reader knows or the result misfits.
 */
export function exampleOf(pattern: string | undefined): string {
  if (!pattern) return '';
  let at = 0;
  let digit = 1;
  let letter = 0;
  const nextDigit = (from = '0', to = '9') => {
    let value = String(digit % 10);
    digit += 1;
    if (value < from || value > to) value = from;
    return value;
  };
  const nextLetter = (from = 'A', to = 'Z') => {
    const code = Math.min(from.charCodeAt(0) + letter, to.charCodeAt(0));
    letter += 1;
    return String.fromCharCode(code);
  };
  const fail = () => {
    throw new Error('unknown');
  };
  // One atom: its text once.
  const atom = (): string => {
    const char = pattern[at];
    if (char === '(') {
      at += pattern.startsWith('(?:', at) ? 3 : 1;
      const text = alternatives();
      if (pattern[at] !== ')') fail();
      at += 1;
      return text;
    }
    if (char === '[') {
      const end = pattern.indexOf(']', at);
      if (end < 0) fail();
      const body = pattern.slice(at + 1, end).replace(/\\d/g, '0-9');
      at = end + 1;
      if (body.startsWith('^')) fail();
      const range = /^(.)-(.)/.exec(body);
      if (range) {
        const [, from = '0', to = '9'] = range;
        return /\d/.test(from) ? nextDigit(from, to) : nextLetter(from, to);
      }
      return body[0] === '\\' ? (body[1] ?? '') : (body[0] ?? '');
    }
    if (char === '\\') {
      const escaped = pattern[at + 1] ?? '';
      at += 2;
      if (escaped === 'd') return nextDigit();
      if (escaped === 's') return ' ';
      if (/[wWDSbB]/.test(escaped)) fail();
      return escaped;
    }
    if (char === '.' || char === undefined) fail();
    at += 1;
    return char as string;
  };
  // An atom with its count: {n}, {n,m} (n times), ? and * (none), + (once).
  const piece = (): string => {
    const before = { digit, letter };
    const text = atom();
    const next = pattern[at];
    if (next === '?' || next === '*') {
      at += 1;
      digit = before.digit;
      letter = before.letter;
      return '';
    }
    if (next === '+') {
      at += 1;
      return text;
    }
    if (next === '{') {
      const count = /^\{(\d+)(?:,\d*)?\}/.exec(pattern.slice(at));
      if (!count) fail();
      at += count?.[0].length ?? 0;
      let out = text;
      for (let n = 1; n < Number(count?.[1]); n += 1) {
        out += text.replace(/\d/g, () => nextDigit()).replace(/[A-Z]/g, () => nextLetter());
      }
      return Number(count?.[1]) === 0 ? '' : out;
    }
    return text;
  };
  const sequence = (): string => {
    let out = '';
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') {
      if (pattern[at] === '^' || pattern[at] === '$') {
        at += 1;
        continue;
      }
      out += piece();
    }
    return out;
  };
  // The first alternative; the others are skipped over.
  const alternatives = (): string => {
    const first = sequence();
    let depth = 0;
    while (at < pattern.length) {
      const char = pattern[at];
      if (char === '\\') at += 2;
      else if (char === '[') at = pattern.indexOf(']', at) + 1 || pattern.length;
      else if (char === '(') {
        depth += 1;
        at += 1;
      } else if (char === ')') {
        if (depth === 0) break;
        depth -= 1;
        at += 1;
      } else at += 1;
    }
    return first;
  };
  try {
    const example = alternatives();
    return example && postCodeFits(example, pattern) ? example : '';
  } catch {
    return '';
  }
}
