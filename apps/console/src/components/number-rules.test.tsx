import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, InputNumber } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../lib/i18n';
import { between, isBetween } from './number-rules';

function Days({ onFinish }: { onFinish: (values: { days: number }) => void }) {
  return (
    <Form onFinish={onFinish} initialValues={{ days: 7 }}>
      <Form.Item name="days" rules={[between(t, 0, 365)]}>
        <InputNumber precision={0} data-testid="days" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('a bounded number field', { timeout: 90_000 }, () => {
  it('keeps what was typed outside its bounds, says so and sends nothing', async () => {
    const onFinish = vi.fn();
    render(<Days onFinish={onFinish} />);
    const input = screen.getByTestId('days') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.blur(input);
    expect(input.value).toBe('-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('From 0 to 365')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('takes a value inside them, and strings (money, weights) are read as numbers', () => {
    expect(isBetween(365, 0, 365)).toBe(true);
    expect(isBetween(366, 0, 365)).toBe(false);
    expect(isBetween(Number('9999.5'), 0, 9999)).toBe(false);
    expect(isBetween(null, 0, 1)).toBe(false);
  });
});
