import { render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, Button, Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from './api-client';
import { showFieldError } from './form-errors';

/** A form as the console's are: fields named as the request's body, a submit that posts it and marks a refusal. */
function SkuForm() {
  const [form] = Form.useForm();
  const submit = async (fields: unknown) => {
    try {
      await apiPost('/api/merchant/products', fields);
    } catch (error) {
      showFieldError(form, error);
    }
  };
  return (
    <AntdApp>
      <Form form={form} onFinish={submit} initialValues={{ name: 'Lamp', skus: [{ price: '1' }, { price: '2' }] }}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name={['skus', 1, 'price']} label="Price of the second option">
          <Input />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>
    </AntdApp>
  );
}

function refuse(field: string, detail: string) {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { code: 400, message: detail, data: { field, detail } },
      {
        status: 400,
      },
    ),
  );
}

describe('a refused field', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is marked under the field the server names, nested paths too, with the server's sentence", async () => {
    refuse('skus.1.price', 'Écrivez un prix comme 12.50');
    render(<SkuForm />);
    screen.getByRole('button', { name: 'Save' }).click();
    const price = await screen.findByLabelText('Price of the second option');
    await waitFor(() =>
      expect(price.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        'Écrivez un prix comme 12.50',
      ),
    );
    expect(
      screen.getByLabelText('Name').closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error'),
    ).toBeNull();
  });

  it('a field the form does not show, or shows inside a composite one, marks nothing (the toast says it)', async () => {
    refuse('skus.1.price.amount', 'Trop long');
    render(<SkuForm />);
    screen.getByRole('button', { name: 'Save' }).click();
    await new Promise((r) => setTimeout(r, 300));
    expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
  });
});
