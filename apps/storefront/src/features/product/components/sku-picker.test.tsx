import type { Sku } from '@mall/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseValue, initialSelection, type Selection } from './sku-logic';
import { SkuPicker } from './sku-picker';

const attrs = [
  { name: 'Colour', values: ['Red', 'Blue'] },
  { name: 'Size', values: ['S', 'L'] },
];
const skus: Sku[] = [
  { id: 1, attrValues: ['Red', 'S'], stock: 4, price: '10.00', otPrice: '12.00', image: '' },
  { id: 2, attrValues: ['Blue', 'L'], stock: 1, price: '11.00', otPrice: '12.00', image: '' },
];

function Harness() {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(attrs, skus));
  return (
    <SkuPicker
      attrs={attrs}
      skus={skus}
      selection={selection}
      onChoose={(index, value) => setSelection((current) => chooseValue(skus, current, index, value))}
    />
  );
}

const value = (text: string) => screen.getAllByTestId('sku-value').find((button) => button.textContent === text);

describe('SkuPicker', () => {
  it('marks the chosen values pressed and impossible ones disabled', () => {
    render(<Harness />);
    expect(value('Red')?.getAttribute('aria-pressed')).toBe('true');
    expect(value('S')?.getAttribute('aria-pressed')).toBe('true');
    expect(value('L')?.getAttribute('aria-disabled')).toBe('true'); // no red L
    expect(value('Blue')?.getAttribute('aria-disabled')).toBe('true'); // no blue S
  });

  it('ignores clicks on a disabled value and re-evaluates after a change', () => {
    render(<Harness />);
    fireEvent.click(value('L') as HTMLElement);
    expect(value('L')?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(value('S') as HTMLElement); // clear the size
    expect(value('Blue')?.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(value('Blue') as HTMLElement);
    expect(value('Blue')?.getAttribute('aria-pressed')).toBe('true');
    expect(value('S')?.getAttribute('aria-disabled')).toBe('true');
    expect(value('L')?.getAttribute('aria-disabled')).toBe('false');
  });
});
