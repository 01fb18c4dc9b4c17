import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Walk GX 10: the favourites' empty lines said "tap the heart" on a desktop page. They say "click" (or the language's
// neutral "press") in every language, on the favourites page and on the account's home.

const here = import.meta.dirname;
const read = (file: string) => JSON.parse(readFileSync(path.join(here, 'locales', file), 'utf8'));
const TAP = /\btap\b|touchez|touche[zr]?\b|\btoca\b|\btoque\b|แตะ|ແຕະ/i;

describe('the empty favourites lines (walk GX 10)', () => {
  for (const language of ['en', 'zh-CN', 'th', 'lo', 'fr', 'es']) {
    it(`in ${language}, click the heart, never tap it`, () => {
      const lines = [
        read(`favourites/${language}.json`).emptyProductsText,
        read(`${language}.json`).account.home.noFavourites,
      ];
      for (const line of lines) {
        expect(line).toBeTruthy();
        expect(line).not.toMatch(TAP);
      }
    });
  }
});
