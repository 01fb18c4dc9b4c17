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
/**
 * Countries whose first level the region package mixes with the level above it: Spain's autonomous communities
 * Andalucía, Aragón and Canarias beside their own provinces, the Dominican Republic's regions (on province codes)
 * for its provinces. Their first level keeps the subdivisions of these types in @countrystatecity/countries (which
 * types each ISO 3166-2 code), so a shopper finds their place once: Spain's 50 provinces with Ceuta and Melilla, the
 * Dominican Republic's 31 provinces with the Distrito Nacional. `names`: 'data' keeps the region package's spelling
 * (Spain's, in Spanish and the co-official forms), 'package' takes the package's (the region package has no
 * Dominican provinces).
 */
const ONE_LEVEL = {
  ES: { types: ['province', 'autonomous city'], names: 'data' },
  DO: { types: ['province', 'district'], names: 'package' },
};
/**
 * Other slips of the region package (ISO code -> name, or null to leave the region out): Berkshire is a county of
 * its own six unitary authorities, which are listed; GB-LND is the City of London, not the 32 boroughs beside it;
 * Attica is Attikí.
 */
const REGION_FIXES = { 'GB-BRK': null, 'GB-LND': 'London, City of', 'GR-I': 'Attikí' };
/**
 * Countries whose towns come from @countrystatecity/countries, which files them by province: country-state-city
 * files Spain's by autonomous community, under codes that are also provinces' (every town of Castilla y León under
 * León). Ceuta and Melilla, each one town and its own unit in both packages, keep country-state-city's.
 */
const PACKAGE_CITIES = { ES: { fallback: ['CE', 'ML'] } };
/** Town names the package misspells (region code -> name -> name): Catalan has no ì. */
const CITY_FIXES = { 'ES-V': { "L'Alcúdia de Crespìns": "L'Alcúdia de Crespins" } };

const require = createRequire(import.meta.url);
const nativeDir = path.dirname(require.resolve('@countrystatecity/countries'));

/** A country's folder in @countrystatecity/countries ("Laos-LA"), or undefined. */
function packageFolder(code) {
  const folder = readdirSync(path.join(nativeDir, 'data')).find((name) => name.endsWith(`-${code}`));
  return folder ? path.join(nativeDir, 'data', folder) : undefined;
}

/** The package's subdivisions of a country (states.json: `iso3166_2`, `name`, `native`, `type`). */
function packageStates(code) {
  const folder = packageFolder(code);
  if (!folder) throw new Error(`no subdivisions for ${code} in @countrystatecity/countries`);
  return JSON.parse(readFileSync(path.join(folder, 'states.json'), 'utf8'));
}

/** The towns the package files under one subdivision ("Spain-ES/León-LE/cities.json"), or undefined. */
function packageCities(code, regionCode) {
  const folder = packageFolder(code);
  const sub = readdirSync(folder).find((name) => name.endsWith(`-${regionCode.slice(3)}`));
  if (!sub) return undefined;
  return JSON.parse(readFileSync(path.join(folder, sub, 'cities.json'), 'utf8')).map((c) => c.name);
}

/** ISO 3166-2 code -> native name for one country, from the package's states file ("Laos-LA/states.json"). */
function nativeNamesOf(code) {
  const states = packageStates(code);
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

/** The region package's first level, kept to one level where it mixes two (ONE_LEVEL). */
function firstLevelOf(code, entry) {
  const level = ONE_LEVEL[code];
  if (!level) return entry.regions;
  const kept = packageStates(code).filter((s) => level.types.includes(s.type));
  if (level.names === 'package') return kept.map((s) => ({ name: s.name, shortCode: s.iso2 }));
  const codes = new Set(kept.map((s) => s.iso2));
  const regions = entry.regions.filter((r) => codes.has(r.shortCode));
  if (regions.length !== kept.length) throw new Error(`${code}: ${regions.length} of ${kept.length} regions named`);
  return regions;
}

/** A region's towns, sorted and without repeats; [] where the sources do not know them. */
function citiesOf(code, regionCode, states) {
  const fromPackage = PACKAGE_CITIES[code];
  let names;
  if (fromPackage && !fromPackage.fallback.includes(regionCode.slice(3))) {
    names = packageCities(code, regionCode) ?? [];
  } else {
    const state = states.find((s) => s.isoCode.toUpperCase() === regionCode.slice(3));
    names = state ? City.getCitiesOfState(code, state.isoCode).map((c) => c.name) : [];
  }
  const fixes = CITY_FIXES[regionCode] ?? {};
  return [...new Set(names.map((name) => fixes[name] ?? name))].sort((a, b) => a.localeCompare(b, 'en'));
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
  for (const r of [...firstLevelOf(code, entry), ...extra]) {
    const regionCode = `${code}-${(r.shortCode ?? '').toUpperCase()}`;
    if (!REGION_CODE.test(regionCode) || seen.has(regionCode) || REGION_FIXES[regionCode] === null) continue;
    seen.add(regionCode);
    const region = { code: regionCode, name: REGION_FIXES[regionCode] ?? r.name };
    if (CITY_COUNTRIES.includes(code)) {
      const cities = citiesOf(code, regionCode, states);
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
