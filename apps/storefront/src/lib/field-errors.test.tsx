import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldErrors } from './field-errors';
import { toastStore } from './toast';

// Walk GP7: a form's toast naming its first wrong field stayed on screen after the field was filled and saved.
describe('a form’s check toasts (useFieldErrors)', () => {
  const shown = () => toastStore.get().map((toast) => toast.text);
  afterEach(() => toastStore.set([]));

  it('go when the field they name is edited, when the next check runs and when a check passes, and with the form', () => {
    const { result, unmount } = renderHook(() => useFieldErrors<'name' | 'phone'>());
    const say = (problem: { key: string }) => `said ${problem.key}`;
    act(() => {
      result.current.show(
        [
          ['name', { key: 'nameEmpty' }],
          ['phone', { key: 'phoneEmpty' }],
        ],
        say,
      );
    });
    expect(shown()).toEqual(['said nameEmpty']);
    // Another field edited: the toast still names a wrong field.
    act(() => result.current.fixed('phone'));
    expect(shown()).toEqual(['said nameEmpty']);
    act(() => result.current.marks('name').onEdit());
    expect(shown()).toEqual([]);

    act(() => {
      result.current.show([['phone', { key: 'phoneEmpty' }]], say);
    });
    act(() => {
      result.current.show([['name', { key: 'nameLong' }]], say);
    });
    expect(shown()).toEqual(['said nameLong']);
    act(() => {
      result.current.show([['name', null]], say);
    });
    expect(shown()).toEqual([]);

    act(() => {
      result.current.show([['phone', { key: 'phoneEmpty' }]], say);
    });
    unmount();
    expect(shown()).toEqual([]);
  });
});
