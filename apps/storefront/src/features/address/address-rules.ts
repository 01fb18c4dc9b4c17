import { AddressEditSchema, type Country, type Locale, type Region } from '@mall/contract';
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
  const result = AddressEditSchema.safeParse(input);
  if (result.success) return null;
  const issues = result.error.issues;
  for (const field of ORDER) {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    if (!issue) continue;
    const blank = String(input[field] ?? '').trim() === '';
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
      case 'region':
      case 'city':
        return 'shipping.address.regionEmpty';
    }
  }
  return 'buying.address.invalid';
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
 * them, and a post code of the country's form. Checked after the contract's rules.
 */
export function placeProblem(
  input: Pick<AddressInput, 'country' | 'regionCode' | 'city' | 'postCode'>,
  country: Country | undefined,
  regions: Region[] | undefined,
): Problem | null {
  if (!country) return { key: 'shipping.address.countryEmpty' };
  if (country.hasRegions && regions && regions.length > 0) {
    const region = regions.find((candidate) => candidate.code === input.regionCode);
    if (!region) return { key: 'shipping.address.regionEmpty' };
    const cities = region.children ?? [];
    if (cities.length > 0 && !cities.some((city) => city.name === input.city))
      return { key: 'shipping.address.cityEmpty' };
  }
  if (input.postCode.trim() !== '' && !postCodeFits(input.postCode, country.postCodePattern)) {
    return country.postCodeExample
      ? { key: 'shipping.address.postCodeForm', values: { country: country.name, example: country.postCodeExample } }
      : { key: 'shipping.address.postCodeWrong', values: { country: country.name } };
  }
  return null;
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
