// Lists what looks wrong in the generated region files (run after scripts/address-data.mjs; prints, never fails):
//   node scripts/address-data-check.mjs [regions folder]
// - levels: a country whose first level holds subdivisions of several types in @countrystatecity/countries, with
//   the rarer types named (Spain's autonomous communities beside its provinces); most such mixes are one level
//   (a capital district beside states) and are read, not changed;
// - towns: a region whose towns include names of two or more other first-level regions (every town of Castilla y
//   León under León lists Valladolid, Zamora, Salamanca…); in the United States these are real towns (Nevada, MO);
// - letters: a letter with an accent a country's names use in one or two names while the same letter with another
//   accent is common there ("Andalucìa" and "Aragòn" in a country of í and ó).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '../src/modules/addresses/geo-data/regions'),
);
const packageData = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@countrystatecity/countries')),
  'data',
);
const folders = readdirSync(packageData);
const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const base = (ch) => fold(ch);

for (const file of readdirSync(dir).sort()) {
  const cc = file.slice(0, 2);
  const regions = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const folder = folders.find((name) => name.endsWith(`-${cc}`));
  const states = folder && path.join(packageData, folder, 'states.json');
  if (states && existsSync(states)) {
    const type = new Map(JSON.parse(readFileSync(states, 'utf8')).map((s) => [s.iso3166_2, s.type ?? '?']));
    const byType = Map.groupBy(regions, (r) => type.get(r.code) ?? '?');
    if (byType.size > 1) {
      const list = [...byType].map(
        ([t, rs]) => `${t} ${rs.length}${rs.length < 6 ? ` (${rs.map((r) => r.name)})` : ''}`,
      );
      console.log(`${cc} levels: ${list.join('; ')}`);
    }
  }
  const first = new Set(regions.map((r) => fold(r.name)));
  for (const r of regions) {
    const others = (r.children ?? []).filter((c) => first.has(fold(c.name)) && fold(c.name) !== fold(r.name));
    if (others.length >= 2) console.log(`${cc} towns: ${r.name} lists ${others.map((c) => c.name).join(', ')}`);
  }
  const names = regions.flatMap((r) => [r.name, ...(r.children ?? []).map((c) => c.name)]);
  const uses = new Map();
  for (const name of names)
    for (const ch of new Set(name.toLowerCase()))
      if (/\p{L}/u.test(ch) && base(ch) !== ch) uses.set(ch, [...(uses.get(ch) ?? []), name]);
  for (const [ch, used] of uses) {
    const rival = [...uses].filter(([other]) => other !== ch && base(other) === base(ch));
    if (used.length <= 2 && rival.some(([, list]) => list.length >= 5 * used.length))
      console.log(`${cc} letters: ${ch} only in ${used.join(', ')} (${rival.map(([o, l]) => `${o} in ${l.length}`)})`);
  }
}
