import { describe, expect, it } from 'vitest';
import { dateOnly, dateTime } from '../../../lib/format';
import { setLanguage } from '../../../lib/i18n';
import { formatDate, formatTime } from './format';

describe("the operator's pages write dates as the rest of the console (audit AW15)", () => {
  it('in the same style as the payout queue, whatever the language', async () => {
    const at = '2026-12-05T06:46:00Z';
    for (const language of ['es', 'th', 'en'] as const) {
      await setLanguage(language);
      expect(formatTime(at, language)).toBe(dateTime(at));
      expect(formatDate(at, language)).toBe(dateOnly(at));
    }
    await setLanguage('es');
    expect(formatDate(at, 'es')).toBe('5 dic 2026');
    await setLanguage('en');
  });
});
