import { describe, expect, it } from 'vitest';
import { calendarDay, dateTime, shortDay } from './format';
import { setLanguage } from './i18n';

describe('dates in Thai', () => {
  it('count Gregorian years, as the date pickers do (2026, not the Buddhist 2569)', async () => {
    await setLanguage('th');
    const texts = [dateTime('2026-12-04T10:00:00Z'), calendarDay('2026-12-04')];
    for (const text of texts) {
      expect(text).toContain('2026');
      expect(text).not.toContain('2569');
    }
    expect(shortDay('2026-12-04')).toMatch(/4/);
    await setLanguage('en');
    expect(dateTime('2026-12-04T10:00:00Z')).toContain('2026');
  });
});
