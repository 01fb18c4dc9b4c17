import type { ImportRow } from '@mall/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The preview's scrolling table measures itself; jsdom has no ResizeObserver.
const { ImportPreviewTable } = await import('./import-preview-table');

const row = (over: Partial<ImportRow>): ImportRow => ({
  row: 2,
  productId: 33,
  skuId: 125,
  name: 'Nova Neo 4',
  sku: 'Black / 128GB',
  action: 'update',
  changes: [],
  errors: [],
  ...over,
});

describe('the import preview', { timeout: 20_000 }, () => {
  it('names the translation columns as the export’s header does, never by their catalogue key', () => {
    render(
      <ImportPreviewTable
        rows={[
          row({ changes: ['price', 'options.zh-CN', 'name.fr'] }),
          row({ row: 3, action: 'error', errors: [{ column: 'options.th', message: 'Too long' }] }),
        ]}
      />,
    );
    expect(screen.getByText('Changes: Price, Options (简体中文), Product name (Français)')).toBeTruthy();
    expect(screen.getByText('Options (ไทย): Too long')).toBeTruthy();
    expect(document.body.textContent).not.toContain('merchant.productImport');
  });

  it('says how a row moves the stock: "Stock 3 → 10", not a bare "Stock" (audit DS1)', () => {
    render(<ImportPreviewTable rows={[row({ changes: ['price', 'stock'], stock: { from: 3, to: 10 } })]} />);
    expect(screen.getByText('Changes: Price, Stock 3 → 10')).toBeTruthy();
  });

  it('shows a new product’s warning beside what it creates (audit AO2)', () => {
    const message = 'Your shop already has a product with this name (ID 322, 448): importing it again adds another';
    render(
      <ImportPreviewTable
        rows={[row({ productId: null, skuId: null, action: 'create', warnings: [{ column: 'name', message }] })]}
      />,
    );
    expect(screen.getByTestId('import-warning-2').textContent).toBe(`Product name: ${message}`);
  });
});
