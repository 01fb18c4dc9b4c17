import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrencyContext } from '../../lib/currency';
import { isHigher, OriginalPrice, Price } from './price';

describe('Price', () => {
  it('shows the default $ symbol before the decimal string', () => {
    render(<Price value="19.90" testId="p" />);
    expect(screen.getByTestId('p').textContent).toBe('$19.90');
  });

  it("uses the store's currency symbol", () => {
    render(
      <CurrencyContext value="€">
        <Price value="1299.00" testId="p" />
      </CurrencyContext>,
    );
    expect(screen.getByTestId('p').textContent).toBe('€1299.00');
  });

  it('strikes through the original price only when it is higher', () => {
    const { container, rerender } = render(<OriginalPrice value="25.00" price="19.90" />);
    expect(container.querySelector('del')?.textContent).toBe('$25.00');
    rerender(<OriginalPrice value="19.90" price="19.90" />);
    expect(container.querySelector('del')).toBeNull();
  });

  it('compares money strings without floating point', () => {
    expect(isHigher('10.10', '10.09')).toBe(true);
    expect(isHigher('9.99', '10.00')).toBe(false);
    expect(isHigher('100.00', '99.99')).toBe(true);
  });
});
