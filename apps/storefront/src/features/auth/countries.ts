/**
 * Country codes for phone fields (about 60 common ones), loaded only when the picker opens. Names come from the
 * browser (`Intl.DisplayNames`) in the shopper's language, with English kept for searching too.
 */
const ENTRIES: Array<[iso: string, dialCode: string]> = [
  ['CN', '86'],
  ['HK', '852'],
  ['MO', '853'],
  ['TW', '886'],
  ['US', '1'],
  ['CA', '1'],
  ['GB', '44'],
  ['FR', '33'],
  ['DE', '49'],
  ['ES', '34'],
  ['IT', '39'],
  ['PT', '351'],
  ['NL', '31'],
  ['BE', '32'],
  ['CH', '41'],
  ['AT', '43'],
  ['IE', '353'],
  ['SE', '46'],
  ['NO', '47'],
  ['DK', '45'],
  ['FI', '358'],
  ['PL', '48'],
  ['CZ', '420'],
  ['GR', '30'],
  ['TR', '90'],
  ['RU', '7'],
  ['UA', '380'],
  ['JP', '81'],
  ['KR', '82'],
  ['TH', '66'],
  ['LA', '856'],
  ['VN', '84'],
  ['KH', '855'],
  ['MM', '95'],
  ['MY', '60'],
  ['SG', '65'],
  ['ID', '62'],
  ['PH', '63'],
  ['IN', '91'],
  ['PK', '92'],
  ['BD', '880'],
  ['LK', '94'],
  ['NP', '977'],
  ['AU', '61'],
  ['NZ', '64'],
  ['AE', '971'],
  ['SA', '966'],
  ['QA', '974'],
  ['IL', '972'],
  ['EG', '20'],
  ['MA', '212'],
  ['NG', '234'],
  ['KE', '254'],
  ['ZA', '27'],
  ['MX', '52'],
  ['BR', '55'],
  ['AR', '54'],
  ['CL', '56'],
  ['CO', '57'],
  ['PE', '51'],
];

export interface Country {
  iso: string;
  dialCode: string;
  name: string;
  englishName: string;
}

function namer(language: string): (iso: string) => string {
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return (iso) => names.of(iso) ?? iso;
  } catch {
    return (iso) => iso;
  }
}

/** Every country with its name in `language`. */
export function countryList(language: string): Country[] {
  const local = namer(language);
  const english = namer('en');
  return ENTRIES.map(([iso, dialCode]) => ({ iso, dialCode, name: local(iso), englishName: english(iso) }));
}

/** Countries whose name (in the shopper's language or English) contains the query, or whose dial code starts with it. */
export function searchCountries(countries: Country[], query: string): Country[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return countries;
  const digits = q.replace(/^\+/, '');
  return countries.filter(
    (country) =>
      country.name.toLocaleLowerCase().includes(q) ||
      country.englishName.toLowerCase().includes(q) ||
      country.iso.toLowerCase() === q ||
      (/^\d+$/.test(digits) && country.dialCode.startsWith(digits)),
  );
}
