// Generates the country and region data the address and shipping calls answer (API.md section G), from data
// packages, into src/modules/addresses/geo-data/: countries.json (every ISO 3166-1 country with its name in the six
// storefront languages, dial code, post-code pattern and whether regions are known) and regions/<CC>.json (its
// provinces or states, with cities for the countries listed in CITY_COUNTRIES). Run after upgrading a package:
//   node scripts/address-data.mjs
// Sources: i18n-iso-countries (the ISO codes; names where CLDR has none), the Unicode CLDR names Node carries
// (Intl.DisplayNames: common names such as "Laos" in all six languages, Lao included, which the package lacks),
// libphonenumber-js (dial codes), postcode-validator (post-code patterns),
// country-region-data (ISO 3166-2 regions), country-state-city (cities), @countrystatecity/countries (the
// native-script names of regions in NATIVE_NAMES, keyed by ISO 3166-2 code; ODbL-1.0, from the Countries States
// Cities Database by dr5hn).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import regionData from 'country-region-data/data.json' with { type: 'json' };
import { City, State } from 'country-state-city';
import countries from 'i18n-iso-countries';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { postcodeValidatorExistsForCountry } from 'postcode-validator';
import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js';

const out = path.resolve(import.meta.dirname, '../src/modules/addresses/geo-data');
const LANGS = { en: 'en', 'zh-CN': 'zh', fr: 'fr', th: 'th', lo: 'en', es: 'es' };
const CITY_COUNTRIES = ['CN', 'TH', 'LA', 'FR', 'ES', 'US'];
const REGION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
/** ISO 3166-2 subdivisions country-region-data lacks, taken from country-state-city (Vientiane's prefecture, Pattaya). */
const SUPPLEMENT = { LA: ['VT'], TH: ['S'] };
/**
 * Countries whose regions a reader of their own language sees in its script (Chinese, Thai, Lao), and that language;
 * every other reader, and every other country, keeps the romanised names above. Each region file then carries
 * `names: { <locale>: <native name> }` beside `name`.
 */
const NATIVE_NAMES = { CN: 'zh-CN', TH: 'th', LA: 'lo' };
/** Known slips in the package's native names (ISO code -> name as the country writes it): Nan is น่าน. */
const NATIVE_FIXES = { 'TH-55': 'น่าน' };

const require = createRequire(import.meta.url);
const nativeDir = path.dirname(require.resolve('@countrystatecity/countries'));

/** ISO 3166-2 code -> native name for one country, from the package's states file ("Laos-LA/states.json"). */
function nativeNamesOf(code) {
  const folder = readdirSync(path.join(nativeDir, 'data')).find((name) => name.endsWith(`-${code}`));
  if (!folder) throw new Error(`no native region names for ${code}`);
  const states = JSON.parse(readFileSync(path.join(nativeDir, 'data', folder, 'states.json'), 'utf8'));
  return new Map(
    states.filter((s) => s.iso3166_2 && s.native).map((s) => [s.iso3166_2, NATIVE_FIXES[s.iso3166_2] ?? s.native]),
  );
}

/**
 * Adds each region's native name; two regions of one name (Vientiane's province and prefecture are both ວຽງຈັນ) are
 * told apart by their romanised name. A region the package does not know keeps only its romanised name.
 */
function withNativeNames(code, regions) {
  const locale = NATIVE_NAMES[code];
  if (!locale) return regions;
  const native = nativeNamesOf(code);
  const count = new Map();
  for (const r of regions)
    if (native.has(r.code)) count.set(native.get(r.code), (count.get(native.get(r.code)) ?? 0) + 1);
  let named = 0;
  const result = regions.map((r) => {
    const name = native.get(r.code);
    if (!name) return r;
    named += 1;
    const { children, ...rest } = r;
    const shown = count.get(name) > 1 ? `${name} (${r.name})` : name;
    return { ...rest, names: { [locale]: shown }, ...(children ? { children } : {}) };
  });
  process.stdout.write(`${code}: ${named} of ${regions.length} regions named in ${locale}\n`);
  return result;
}

for (const lang of new Set(Object.values(LANGS))) {
  const data = await import(`i18n-iso-countries/langs/${lang}.json`, { with: { type: 'json' } });
  countries.registerLocale(data.default);
}
const display = Object.fromEntries(
  Object.keys(LANGS).map((locale) => [locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })]),
);

/** The common name (CLDR: "Laos", "United States"), else the package's name, else the English one. */
function names(code) {
  const result = {};
  for (const [locale, lang] of Object.entries(LANGS)) {
    result[locale] = display[locale].of(code) || countries.getName(code, lang) || countries.getName(code, 'en');
  }
  return result;
}

function regionsOf(code) {
  const entry = regionData.find((c) => c.countryShortCode === code);
  if (!entry) return [];
  const seen = new Set();
  const regions = [];
  const states = CITY_COUNTRIES.includes(code) || SUPPLEMENT[code] ? State.getStatesOfCountry(code) : [];
  const extra = states
    .filter((s) => SUPPLEMENT[code]?.includes(s.isoCode))
    .map((s) => ({ name: s.name, shortCode: s.isoCode }));
  for (const r of [...entry.regions, ...extra]) {
    const regionCode = `${code}-${(r.shortCode ?? '').toUpperCase()}`;
    if (!REGION_CODE.test(regionCode) || seen.has(regionCode)) continue;
    seen.add(regionCode);
    const region = { code: regionCode, name: r.name };
    const state = states.find((s) => s.isoCode.toUpperCase() === regionCode.slice(3));
    if (state) {
      const cities = [...new Set(City.getCitiesOfState(code, state.isoCode).map((c) => c.name))].sort((a, b) =>
        a.localeCompare(b, 'en'),
      );
      if (cities.length > 0) region.children = cities.map((name, i) => ({ code: `${regionCode}-${i + 1}`, name }));
    }
    regions.push(region);
  }
  return regions.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'regions'), { recursive: true });
const list = [];
let regionFiles = 0;
for (const code of Object.keys(countries.getAlpha2Codes()).sort()) {
  const regions = withNativeNames(code, regionsOf(code));
  const pattern = postcodeValidatorExistsForCountry(code) ? POSTCODE_REGEXES.get(code) : undefined;
  list.push({
    code,
    names: names(code),
    dialCode: isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : '',
    hasRegions: regions.length > 0,
    ...(pattern ? { postCodePattern: pattern.source } : {}),
  });
  if (regions.length > 0) {
    writeFileSync(path.join(out, 'regions', `${code}.json`), `${JSON.stringify(regions)}\n`);
    regionFiles += 1;
  }
}
writeFileSync(path.join(out, 'countries.json'), `${JSON.stringify(list)}\n`);
process.stdout.write(`${list.length} countries, ${regionFiles} with regions, written to ${out}\n`);
