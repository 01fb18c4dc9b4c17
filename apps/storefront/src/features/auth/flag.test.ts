import { describe, expect, it } from 'vitest';
import { dialForLanguage } from './flag';

// Phone fields start at the reader's country, not +86 for everyone (issue 22 item 6).

describe('the dial code a phone field starts with', () => {
  it.each([
    ['zh-CN', '86'],
    ['th', '66'],
    ['lo', '856'],
    ['fr', '33'],
    ['es', '34'],
    ['en', '1'],
  ])('%s: +%s', (language, dial) => {
    expect(dialForLanguage(language).dialCode).toBe(dial);
  });
});
