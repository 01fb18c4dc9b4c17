import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { CsvSyntaxError, cellText, parseCsv } from './csv-parse';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('reading a CSV file', () => {
  it('reads plain and quoted fields, with doubled quotes, separators and line breaks inside quotes', () => {
    expect(cells('a,b,c\r\n1,"two, three","say ""hi"""\r\n"line\nbreak",,x\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, three', 'say "hi"'],
      ['line\nbreak', '', 'x'],
    ]);
  });

  it('drops the byte order mark and reads the last line without a line end', () => {
    expect(cells('\uFEFFid,name\n7,Scarf')).toEqual([
      ['id', 'name'],
      ['7', 'Scarf'],
    ]);
  });

  it('numbers rows as a spreadsheet does: blank lines count, a quoted line break does not start a row', () => {
    const records = parseCsv('h\n\n"a\nb"\r\rc\n');
    expect(records).toEqual([
      { row: 1, cells: ['h'] },
      { row: 3, cells: ['a\nb'] },
      { row: 5, cells: ['c'] },
    ]);
  });

  it('takes the separator the header uses: semicolons (French and Spanish spreadsheets) and tabs', () => {
    expect(cells('id;prix\n1;"9,90"\n')).toEqual([
      ['id', 'prix'],
      ['1', '9,90'],
    ]);
    expect(cells('id\tname\n1\tA, B\n')).toEqual([
      ['id', 'name'],
      ['1', 'A, B'],
    ]);
  });

  it('keeps a quote inside an unquoted field and text after a closing quote', () => {
    expect(cells('5" screen,"a"b\n')).toEqual([['5" screen', 'ab']]);
  });

  it('keeps empty trailing fields', () => {
    expect(cells('a,,\n')).toEqual([['a', '', '']]);
  });

  it('refuses a quoted field that never ends, naming its row', () => {
    expect(() => parseCsv('a\nb\n"open,\nstill open')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\nb\n"open,\nstill open');
    } catch (error) {
      expect((error as CsvSyntaxError).row).toBe(3);
    }
  });

  it('reads back what the exports write', () => {
    const values = ['plain', 'say "hi"', 'a,b', 'two\r\nlines', '中文 ສິນຄ້າ', ''];
    expect(cells(`${values.map(csvCell).join(',')}\r\n`)).toEqual([values]);
  });

  it('takes off the apostrophe that keeps a formula start as text, and only that one', () => {
    for (const value of ['=1+1', '-Sale-', '+33 6', '@home'])
      expect(cellText(parseCsv(csvCell(value))[0]!.cells[0]!)).toBe(value);
    expect(cellText("'quoted'")).toBe("'quoted'");
  });

  it('gives back a text that itself starts with apostrophes before a formula start (audit FG3)', () => {
    for (const value of ["'=1+1 apostrophe", "''+33", "'@home", "'-"]) {
      const written = csvCell(value);
      expect(written).toBe(`"'${value}"`);
      expect(cellText(parseCsv(written)[0]!.cells[0]!)).toBe(value);
    }
  });
});
