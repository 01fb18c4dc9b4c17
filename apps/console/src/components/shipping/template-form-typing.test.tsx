import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { describeFields, unnamedFields } from '../../test/unnamed-fields';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async () => [],
}));
const { inputOf, NEW_TEMPLATE, TemplateForm } = await import('./template-form');

function Page({ onFinish }: { onFinish: (body: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <>
      <TemplateForm form={form} initial={NEW_TEMPLATE} onFinish={(fields) => onFinish(inputOf(fields))} />
      <Button onClick={() => form.submit()}>OK</Button>
    </>
  );
}

function renderForm() {
  const onFinish = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page onFinish={onFinish} />
    </QueryClientProvider>,
  );
  return onFinish;
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('a shipping template’s fees typed in French (audit W1)', { timeout: 90_000 }, () => {
  beforeEach(() => setLanguage('fr'));
  afterEach(() => setLanguage('en'));

  it('reads "4,5" and "1,25" as 4.50 and 1.25, not 45.00 and 125.00', async () => {
    const onFinish = renderForm();
    const first = screen.getByLabelText('Frais initiaux') as HTMLInputElement;
    expect(first.value).toBe('5,00');
    type(first, '4,5');
    type(screen.getByLabelText('Frais par tranche'), '1,25');
    type(screen.getByTestId('template-name'), 'Colis');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({
      rules: [{ first: 1, firstFee: '4.50', additional: 1, additionalFee: '1.25' }],
    });
    expect(first.value).toBe('4,50');
  });

  it('refuses "1.999" as a fee with a message on the field and sends nothing', async () => {
    const onFinish = renderForm();
    const first = screen.getByLabelText('Frais initiaux') as HTMLInputElement;
    type(first, '1.999');
    expect(first.value).toBe('1.999');
    type(screen.getByTestId('template-name'), 'Colis');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('2 décimales au plus')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('every field of a shipping template has a name (audit DB5)', { timeout: 90_000 }, () => {
  beforeEach(() => setLanguage('th'));
  afterEach(() => setLanguage('en'));

  it('the region pickers of a freight rule and of a free-shipping row are named "Regions", as the number fields are', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('template-add-free'));
    await screen.findByTestId('template-free');
    expect(describeFields(unnamedFields())).toEqual([]);
    const regions = screen.getAllByRole('combobox', { name: 'พื้นที่' });
    expect(regions.map((r) => r.id)).toEqual(['rules_0_regions', 'free_0_regions']);
  });
});
