import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyContext } from '../../lib/currency';
import { switchLanguage } from '../../lib/i18n';
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
    expect(screen.getByTestId('p').textContent).toBe('€1,299.00');
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

describe('Price read by a French reader', () => {
  afterEach(() => switchLanguage('en'));

  it('groups with narrow spaces, marks the cents with a comma and puts the symbol after', async () => {
    await switchLanguage('fr');
    const { container } = render(
      <>
        <Price value="2319.99" testId="p" />
        <OriginalPrice value="2599.00" price="2319.99" />
      </>,
    );
    const price = screen.getByTestId('p');
    expect(price.textContent).toBe('2\u202f319,99\u00a0$');
    // The smaller cents and symbol follow the French order: whole, ",99", then "$".
    expect([...price.querySelectorAll('span')].map((s) => s.textContent)).toEqual([',99', '$']);
    expect(container.querySelector('del')?.textContent).toBe('2\u202f599,00\u00a0$');
  });
});
