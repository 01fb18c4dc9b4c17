import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format';

describe('platform dates in Thai', () => {
  it('count Gregorian years, as the date pickers do (2026, not the Buddhist 2569)', () => {
    for (const text of [formatTime('2026-12-04T10:00:00Z', 'th'), formatDate('2026-12-04T10:00:00Z', 'th')]) {
      expect(text).toContain('2026');
      expect(text).not.toContain('2569');
    }
  });
});
