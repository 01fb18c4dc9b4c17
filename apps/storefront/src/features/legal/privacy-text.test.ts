import { readdirSync } from 'node:fs';
import { LOCALES } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import type { PrivacyText } from './privacy/types';

const directory = `${import.meta.dirname}/privacy`;
const files = readdirSync(directory).filter((name) => name.endsWith('.ts') && name !== 'types.ts');

describe('privacy agreement', () => {
  it('exists in every language and no other', () => {
    expect(files.map((name) => name.replace(/^privacy-|\.ts$/g, '')).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has the same sections as English, none empty', async (code) => {
    const english = ((await import('./privacy/privacy-en')) as { default: PrivacyText }).default;
    const text = ((await import(`./privacy/privacy-${code}.ts`)) as { default: PrivacyText }).default;
    expect(text.sections.map((s) => s.paragraphs.length)).toEqual(english.sections.map((s) => s.paragraphs.length));
    const all = [text.updated, text.intro, ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs])];
    expect(all.every((part) => part.trim().length > 0)).toBe(true);
  });
});
