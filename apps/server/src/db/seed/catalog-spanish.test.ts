import { describe, expect, it } from 'vitest';
import { SPANISH_WORDS, spanishTails } from './catalog-spanish';

// Audit FS9: the demo's Spanish names said a word twice ("Fular de seda de seda natural", "Bolso de piel de piel
// suave", "Galletas de mantequilla con mantequilla pura"): a noun took a tail that repeats its own last word.
describe('the Spanish names of the demo products', () => {
  it('never give a noun a tail that says its last word again', () => {
    expect(spanishTails('Fular de seda', SPANISH_WORDS.silk?.tails ?? [])).toEqual([
      'con estampado floral',
      'tejido a mano',
    ]);
    expect(spanishTails('Bolso de piel', SPANISH_WORDS.handbags?.tails ?? [])).not.toContain('de piel suave');
    expect(spanishTails('Galletas de mantequilla', SPANISH_WORDS.snacks?.tails ?? [])).toEqual(['receta tradicional']);
    const repeated: string[] = [];
    for (const { nouns, tails } of Object.values(SPANISH_WORDS)) {
      for (const noun of nouns) {
        const fitting = spanishTails(noun, tails);
        expect(fitting.length, noun).toBeGreaterThan(0);
        for (const tail of fitting) {
          const words = `${noun} ${tail}`
            .toLowerCase()
            .split(/\s+/)
            .filter((word) => word.length > 3);
          if (new Set(words).size < words.length) repeated.push(`${noun} ${tail}`);
        }
      }
    }
    expect(repeated).toEqual([]);
  });

  it('keeps every tail for a noun that repeats none', () => {
    expect(spanishTails('Bolso shopper', ['de piel suave', 'hecho a mano'])).toEqual(['de piel suave', 'hecho a mano']);
  });
});
