import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, Button, Input } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../lib/api-client';
import { showFieldError } from '../lib/form-errors';
import { bindNotifier } from '../lib/notify';
import { Form } from './form';

/** The toasts of the console, as the app binds them (app.tsx). */
function Toasts() {
  bindNotifier(AntdApp.useApp().message);
  return null;
}

/** A form as the console's are: a save that posts its fields and marks the field a refusal names. */
function TemplateForm() {
  const [form] = Form.useForm();
  const submit = async (fields: unknown) => {
    try {
      await apiPost('/api/merchant/shipping/templates', fields);
    } catch (error) {
      showFieldError(form, error);
    }
  };
  return (
    <Form form={form} onFinish={submit} initialValues={{ name: 'Standard', rules: [{ firstFee: '1,999' }] }}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name={['rules', 0, 'firstFee']} label="First fee">
        <Input />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <AntdApp>
      <Toasts />
      {open && <TemplateForm />}
      <Button onClick={() => setOpen(false)}>Close the form</Button>
    </AntdApp>
  );
}

const REFUSAL = 'Write the amount without thousands separators, e.g. 1999.50';

function refuse() {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { code: 400, message: REFUSAL, data: { field: 'rules.0.firstFee', detail: REFUSAL } },
      { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } },
    ),
  );
}

const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);
/** Within a second: a toast closes by itself after three. */
const soon = { timeout: 1000 };

async function refusedSave() {
  refuse();
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([REFUSAL]));
}

describe('a refusal toast of a console form (audit GU1)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('closes when the field it names is edited, not when another field is', async () => {
    await refusedSave();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Standard delivery' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toasts()).toEqual([REFUSAL]);
    fireEvent.change(screen.getByLabelText('First fee'), { target: { value: '1999' } });
    await waitFor(() => expect(toasts()).toEqual([]), soon);
  });

  it('closes when its form is left', async () => {
    await refusedSave();
    fireEvent.click(screen.getByRole('button', { name: 'Close the form' }));
    await waitFor(() => expect(toasts()).toEqual([]), soon);
  });
});
