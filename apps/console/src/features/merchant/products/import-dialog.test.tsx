import type { ImportResult, ImportRow } from '@mall/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const previewImport = vi.fn();
const applyImport = vi.fn();
vi.mock('../api/product-import', () => ({
  previewImport: (...args: unknown[]) => previewImport(...args),
  applyImport: (...args: unknown[]) => applyImport(...args),
}));

// The preview's scrolling table measures itself; jsdom has no ResizeObserver.
const { ImportDialog } = await import('./import-dialog');

const row = (over: Partial<ImportRow>): ImportRow => ({
  row: 2,
  productId: 11,
  skuId: 31,
  name: 'Wool scarf',
  sku: 'Red',
  action: 'update',
  changes: ['price'],
  errors: [],
  ...over,
});

function resultOf(rows: ImportRow[], products = { create: 0, update: 1 }): ImportResult {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.action] += 1;
  return { applied: false, counts, products, rows };
}

const CSV = 'productId,skuId,price\n11,31,9.90\n';

async function chooseFile(text = CSV, name = 'products.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
  await screen.findByTestId('import-counts');
}

const applyButton = () => screen.getByTestId('import-apply') as HTMLButtonElement;

// The first render of antd's Upload, Table and Modal takes seconds on a busy machine.
describe('the products import dialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    previewImport.mockReset();
    applyImport.mockReset();
  });

  it('shows each row’s faults with its column and keeps Import off while any row has an error', async () => {
    previewImport.mockResolvedValue(
      resultOf([
        row({}),
        row({
          row: 3,
          skuId: 32,
          sku: 'Blue',
          action: 'error',
          changes: [],
          errors: [{ column: 'stock', message: 'Stock is a whole number from 0 to 999999' }],
        }),
      ]),
    );
    render(<ImportDialog open onClose={() => undefined} onImported={() => undefined} />);
    await chooseFile();
    expect(previewImport).toHaveBeenCalledWith(CSV);
    expect(screen.getByText('Stock: Stock is a whole number from 0 to 999999')).toBeTruthy();
    expect(screen.getByText('Changes: Price')).toBeTruthy();
    expect(within(screen.getByTestId('import-action-3')).getByText('Error')).toBeTruthy();
    expect(screen.getByText(/Some rows have errors/)).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
    fireEvent.click(applyButton());
    expect(applyImport).not.toHaveBeenCalled();
  });

  it('imports a file without errors and tells the page to reload its products', async () => {
    previewImport.mockResolvedValue(
      resultOf(
        [row({}), row({ row: 3, productId: null, skuId: null, name: 'Alpaca hat', action: 'create', changes: [] })],
        { create: 1, update: 1 },
      ),
    );
    applyImport.mockResolvedValue({ applied: true });
    const imported = vi.fn();
    const closed = vi.fn();
    render(<ImportDialog open onClose={closed} onImported={imported} />);
    await chooseFile();
    expect(screen.getByText('New product')).toBeTruthy();
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());
    await waitFor(() => expect(imported).toHaveBeenCalled());
    expect(applyImport).toHaveBeenCalledWith(CSV);
    expect(closed).toHaveBeenCalled();
  });

  it('refuses a file over 2 MB before sending it', async () => {
    render(<ImportDialog open onClose={() => undefined} onImported={() => undefined} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(/larger than 2 MB/)).toBeTruthy();
    expect(previewImport).not.toHaveBeenCalled();
  });

  it('keeps Import off when the file changes nothing', async () => {
    previewImport.mockResolvedValue(resultOf([row({ action: 'unchanged', changes: [] })], { create: 0, update: 0 }));
    render(<ImportDialog open onClose={() => undefined} onImported={() => undefined} />);
    await chooseFile();
    expect(screen.getByText('The file changes nothing.')).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
  });
});
