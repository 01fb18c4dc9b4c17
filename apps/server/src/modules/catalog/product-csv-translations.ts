import {
  LOCALES,
  type Locale,
  type ProductCsvColumn,
  type TranslationCsvColumn,
  type TranslationsInput,
  translationGiven,
} from '@mall/contract';
import type { ProductAttr } from '../../db/schema';
import type { FileRow } from './product-import-file';
import type { Translation, Translations } from './translations';

/**
 * The translation columns of the products spreadsheet (issue 23): per language the product's name and the SKU's
 * options, "Couleur: Rouge | Taille: M", read through the SKU's original values (translations.ts keeps attributes
 * aligned by position). A file without a language's columns leaves that language as it is; with them, a language whose
 * every cell is empty (name and options) is removed, and one with options but no name keeps them and shows the
 * original's name, as the form's tab does (audit CT2); descriptions stay as the form wrote them (a translation that
 * has only a description writes nothing in the file, and so is kept by its empty cells).
 */

const SEPARATOR = ' | ';

/**
 * An option's name and value as the cell writes them (audit FG2): a backslash before `\`, `|` and, in a name, `:`,
 * so that a value the form accepts ("S | M", "L: XL", "A\B") reads back as it was; a colon in a value needs none
 * (the first unescaped colon ends the name). Without it, "S | M" split the cell and the shop's own export was refused.
 */
const escapeName = (text: string) => text.replace(/[\\|:]/g, '\\$&');
const escapeValue = (text: string) => text.replace(/[\\|]/g, '\\$&');

/**
 * Splits an options cell into its "name: value" parts on the separators and colons that no backslash escapes, the
 * escapes taken off. A backslash before any other character is text (a file typed by hand: "C:\temp").
 */
function splitOptions(cell: string): ({ name: string; value: string } | null)[] {
  const parts: { text: string; colon: number }[] = [{ text: '', colon: -1 }];
  for (let i = 0; i < cell.length; i += 1) {
    const ch = cell[i]!;
    const part = parts[parts.length - 1]!;
    const next = cell[i + 1];
    if (ch === '\\' && next !== undefined && '\\|:'.includes(next)) {
      part.text += next;
      i += 1;
    } else if (ch === '|') parts.push({ text: '', colon: -1 });
    else if (ch === ':' && part.colon < 0) {
      part.colon = part.text.length;
      part.text += ch;
    } else part.text += ch;
  }
  return parts.map(({ text, colon }) =>
    colon < 0 ? null : { name: text.slice(0, colon).trim(), value: text.slice(colon + 1).trim() },
  );
}
const nameColumn = (locale: Locale) => `name.${locale}` as TranslationCsvColumn;
const optionsColumn = (locale: Locale) => `options.${locale}` as TranslationCsvColumn;

/** The translation cells of one SKU row; the original's language and untranslated ones are empty. */
export function translationCells(
  translations: Partial<Record<Locale, Pick<Translation, 'name' | 'attrs'>>>,
  attrs: ProductAttr[],
  values: string[],
): Record<TranslationCsvColumn, string> {
  const cells = {} as Record<TranslationCsvColumn, string>;
  for (const locale of LOCALES) {
    const t = translations[locale];
    cells[nameColumn(locale)] = t?.name ?? '';
    const aligned = t && t.attrs.length === attrs.length && attrs.length > 0;
    cells[optionsColumn(locale)] = aligned
      ? values
          .map((v, a) => {
            const j = attrs[a]?.values.indexOf(v) ?? -1;
            return `${escapeName(t.attrs[a]?.name ?? '')}: ${escapeValue((j >= 0 ? t.attrs[a]?.values[j] : '') ?? '')}`;
          })
          .join(SEPARATOR)
      : '';
  }
  return cells;
}

type Errors = { error(index: number, column: ProductCsvColumn | null, message: string): void };

export const OPTIONS_MESSAGE = 'Write the options as Name: value | Name: value, one per attribute, in their order';
const AGREE_MESSAGE = 'All rows of one product need the same value here';

/**
 * The translations a product's rows give, merged over its stored ones, and the columns whose content changes them.
 * `valuesOf(i)` are the original values of row i's SKU (undefined for a row that names no SKU of the product).
 */
export function planTranslations(
  rows: Errors,
  fileRows: FileRow[],
  attrs: ProductAttr[],
  valuesOf: (i: number) => string[] | undefined,
  stored: Translations,
): { translations: TranslationsInput | undefined; changes: ProductCsvColumn[] } {
  const present = LOCALES.filter((l) => fileRows.some((r) => r.cells[nameColumn(l)] !== undefined));
  if (present.length === 0) return { translations: undefined, changes: [] };
  const out: Translations = { ...stored };
  const changes: ProductCsvColumn[] = [];
  for (const locale of present) {
    const name = fileRows[0]?.cells[nameColumn(locale)] ?? '';
    fileRows.forEach((r, i) => {
      if (i > 0 && (r.cells[nameColumn(locale)] ?? '') !== name) rows.error(i, nameColumn(locale), AGREE_MESSAGE);
    });
    const before = stored[locale];
    const options = optionsOf(rows, fileRows, locale, attrs, valuesOf, before?.attrs);
    if (name === '' && options === undefined) {
      // Nothing of this language in the file: removed, unless the file never showed any of it.
      if (before && (before.name !== '' || translationGiven({ attrs: before.attrs }))) {
        delete out[locale];
        changes.push(nameColumn(locale));
      }
      continue;
    }
    const translated = options ?? before?.attrs ?? [];
    const next: Translation = { name, description: before?.description ?? '', attrs: translated };
    out[locale] = next;
    if (before?.name !== name) changes.push(nameColumn(locale));
    if (JSON.stringify(before?.attrs ?? []) !== JSON.stringify(next.attrs)) changes.push(optionsColumn(locale));
  }
  return { translations: out, changes };
}

/**
 * The translated attributes the options cells give, or undefined when every row leaves them empty. A file may hold
 * only some of a product's SKUs: the names and values its rows do not give keep their stored translation (`stored`,
 * in the order of `attrs`, which an import never changes), so a file of one SKU row erases no other option's words.
 */
function optionsOf(
  rows: Errors,
  fileRows: FileRow[],
  locale: Locale,
  attrs: ProductAttr[],
  valuesOf: (i: number) => string[] | undefined,
  stored: ProductAttr[] | undefined,
): ProductAttr[] | undefined {
  const column = optionsColumn(locale);
  if (fileRows.every((r) => (r.cells[column] ?? '') === '')) return undefined;
  const result = attrs.map((a) => ({ name: '', values: a.values.map(() => '') }));
  fileRows.forEach((r, i) => {
    const cell = r.cells[column] ?? '';
    const values = valuesOf(i);
    if (cell === '' || !values) return;
    const parts = splitOptions(cell);
    if (parts.length !== attrs.length || parts.some((p) => p === null)) {
      rows.error(i, column, OPTIONS_MESSAGE);
      return;
    }
    parts.forEach((part, a) => {
      const slot = result[a]!;
      const j = attrs[a]!.values.indexOf(values[a] ?? '');
      if (slot.name !== '' && part!.name !== '' && slot.name !== part!.name) rows.error(i, column, AGREE_MESSAGE);
      slot.name ||= part!.name;
      if (j < 0) return;
      if (slot.values[j] !== '' && slot.values[j] !== part!.value) rows.error(i, column, AGREE_MESSAGE);
      slot.values[j] = part!.value;
    });
  });
  return result.map((slot, a) => ({
    name: slot.name || (stored?.[a]?.name ?? ''),
    values: slot.values.map((value, j) => value || (stored?.[a]?.values[j] ?? '')),
  }));
}

/** The column of a translation issue of the product schema (path `translations.<locale>…`). */
export function translationIssueColumn(path: PropertyKey[]): ProductCsvColumn | null {
  const locale = path[1];
  if (path[0] !== 'translations' || typeof locale !== 'string') return null;
  return (path[2] === 'attrs' ? `options.${locale}` : `name.${locale}`) as ProductCsvColumn;
}
