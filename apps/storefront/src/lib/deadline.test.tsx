import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, msLeft, useDeadline } from './deadline';

describe('time-to-pay countdown', () => {
  it('counts the time left to a deadline, never below zero', () => {
    const deadline = '2030-01-01T00:30:00.000Z';
    const start = Date.parse('2030-01-01T00:00:00.000Z');
    expect(msLeft(deadline, start)).toBe(30 * 60_000);
    expect(msLeft(deadline, start + 31 * 60_000)).toBe(0);
    expect(msLeft('not a date', start)).toBe(0);
  });

  it('shows mm:ss below an hour and h:mm:ss above; a started second counts whole', () => {
    expect(formatClock(30 * 60_000)).toBe('30:00');
    expect(formatClock(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatClock(59_000)).toBe('00:59');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(2 * 3600_000 + 5 * 60_000 + 7_000)).toBe('2:05:07');
  });

  describe('the hook', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('ticks every second and says when the time is over', () => {
      const { result } = renderHook(() => useDeadline('2030-01-01T00:00:03.000Z'));
      expect(result.current).toMatchObject({ text: '00:03', over: false });
      act(() => vi.advanceTimersByTime(1_000));
      expect(result.current.text).toBe('00:02');
      act(() => vi.advanceTimersByTime(2_000));
      expect(result.current).toMatchObject({ text: '00:00', over: true, ms: 0 });
      // It stops ticking at zero.
      expect(vi.getTimerCount()).toBe(0);
    });

    it('without a deadline there is nothing to count', () => {
      const { result } = renderHook(() => useDeadline(undefined));
      expect(result.current).toMatchObject({ ms: 0, over: false });
    });
  });
});
