import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { mergeSkus, SkuTable } from './sku-table';

// The SKU table sits in one form item whose rule refuses the rows: only the box holding a wrong value turns red, not
// every box of the table (left from audit AO).

describe('the SKU table under a refused form item', { timeout: 20_000 }, () => {
  it('marks only the wrong cell', () => {
    const attrs = [{ name: 'Colour', values: ['Red', 'Blue'] }];
    const [red, blue] = mergeSkus(attrs, []);
    const rows = [
      { ...red!, price: '-3', stock: 4 },
      { ...blue!, price: '9.90', stock: 4 },
    ];
    render(
      <Form>
        <Form.Item validateStatus="error" help="The price must be at least 0.01">
          <SkuTable attrs={attrs} value={rows} />
        </Form.Item>
      </Form>,
    );
    const box = (testId: string) => screen.getByTestId(testId);
    expect(box('sku-price-0').className).toContain('ant-input-status-error');
    expect(box('sku-price-1').className).not.toContain('ant-input-status-error');
    expect(box('sku-stock-1').className).not.toContain('ant-input-status-error');
  });
});
