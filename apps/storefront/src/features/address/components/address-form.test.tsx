import type { Locale } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../../lib/i18n';
import { toastStore } from '../../../lib/toast';
import type { Address } from '../api/get-addresses';
import { AddressForm } from './address-form';

const countries = [
  {
    code: 'US',
    name: 'United States',
    dialCode: '+1',
    hasRegions: true,
    postCodePattern: '\\d{5}(-\\d{4})?',
    postCodeExample: '94105',
    served: true,
  },
  {
    code: 'TH',
    name: 'Thailand',
    dialCode: '+66',
    hasRegions: true,
    postCodePattern: '\\d{5}',
    postCodeExample: '10110',
    served: true,
  },
  { code: 'LA', name: 'Laos', dialCode: '+856', hasRegions: false, postCodePattern: '\\d{5}', served: true },
  { code: 'KP', name: 'North Korea', dialCode: '+850', hasRegions: false, served: false },
];
const regions: Record<string, unknown> = {
  TH: [
    { code: 'TH-10', name: 'Bangkok', children: [{ code: 'TH-10-1', name: 'Pathum Wan' }] },
    { code: 'TH-50', name: 'Chiang Mai' },
  ],
  US: [{ code: 'US-CA', name: 'California' }],
};

function serve() {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const region = /\/api\/front\/address\/regions\/(\w+)$/.exec(key);
      const data =
        key === 'GET /api/front/address/countries'
          ? countries
          : region
            ? (regions[region[1] as string] ?? [])
            : key === 'POST /api/front/address/edit'
              ? { id: 9 }
              : null;
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderForm(address?: Address) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddressForm
        address={address}
        renderDialCode={({ value, iso }) => <span data-testid="dial">{`${iso} ${value}`}</span>}
        onSaved={onSaved}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

async function chooseCountry(name: string) {
  await waitFor(() => expect(screen.getByTestId('address-country').getAttribute('data-value')).not.toBe(''));
  fireEvent.click(screen.getByTestId('address-country'));
  fireEvent.change(screen.getByTestId('address-country-search'), { target: { value: name } });
  fireEvent.keyDown(screen.getByTestId('address-country-search'), { key: 'Enter' });
}

beforeAll(async () => {
  await loadSection('shipping');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the address form', () => {
  it.each([
    ['en', 'US', '+1'],
    ['th', 'TH', '+66'],
    ['lo', 'LA', '+856'],
  ] as Array<[Locale, string, string]>)(
    'in %s a new address starts in %s with its dial code',
    async (language, code, dial) => {
      await switchLanguage(language);
      serve();
      renderForm();
      await waitFor(() => expect(screen.getByTestId('address-country').getAttribute('data-value')).toBe(code));
      expect(screen.getByTestId('dial').textContent).toBe(`${code} ${dial}`);
    },
  );

  it('offers only the countries the mall serves, found by name', async () => {
    serve();
    renderForm();
    await waitFor(() => expect(screen.getByTestId('address-country').getAttribute('data-value')).toBe('US'));
    fireEvent.click(screen.getByTestId('address-country'));
    const names = screen.getAllByTestId('address-country-option').map((option) => option.textContent);
    expect(names).toEqual(['United States+1', 'Thailand+66', 'Laos+856']);
    fireEvent.change(screen.getByTestId('address-country-search'), { target: { value: 'tha' } });
    expect(screen.getAllByTestId('address-country-option').map((option) => option.dataset.value)).toEqual(['TH']);
  });

  it('the dial code follows the chosen country; provinces and cities follow too', async () => {
    serve();
    renderForm();
    await waitFor(() => expect(screen.getByTestId('dial').textContent).toBe('US +1'));
    await chooseCountry('Laos');
    expect(screen.getByTestId('dial').textContent).toBe('LA +856');
    expect(screen.queryByTestId('address-region')).toBeNull();
    await chooseCountry('Thailand');
    expect(screen.getByTestId('dial').textContent).toBe('TH +66');
    const region = await screen.findByTestId('address-region');
    fireEvent.click(region);
    fireEvent.click(await screen.findByText('Bangkok'));
    fireEvent.click(await screen.findByTestId('address-city'));
    expect(screen.getAllByTestId('address-city-option').map((option) => option.textContent)).toEqual(['Pathum Wan']);
  });

  it('says how post codes of the country look, and sends nothing until it fits', async () => {
    const calls = serve();
    const onSaved = renderForm();
    await chooseCountry('Thailand');
    fireEvent.click(await screen.findByTestId('address-region'));
    fireEvent.click(await screen.findByText('Chiang Mai'));
    fireEvent.change(screen.getByTestId('address-name'), { target: { value: 'Somchai' } });
    fireEvent.change(screen.getByTestId('address-detail'), { target: { value: '9 Nimman Road' } });
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '812345678' } });
    const post = screen.getByTestId('address-postcode');
    expect(post.getAttribute('placeholder')).toBe('e.g. 10110');
    fireEvent.change(post, { target: { value: '5020' } });
    fireEvent.blur(post);
    expect(screen.getByTestId('address-postcode-error').textContent).toBe('Post codes in Thailand look like 10110');
    fireEvent.click(screen.getByTestId('address-save'));
    expect(calls.some((call) => call.key === 'POST /api/front/address/edit')).toBe(false);

    fireEvent.change(post, { target: { value: '50200' } });
    expect(screen.queryByTestId('address-postcode-error')).toBeNull();
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(calls.find((call) => call.key === 'POST /api/front/address/edit')?.body).toMatchObject({
      country: 'TH',
      regionCode: 'TH-50',
      region: 'Chiang Mai',
      countryCode: '+66',
      postCode: '50200',
    });
  });

  it("says on the post code field that it is another province's, and sends nothing until it fits (audit AN6)", async () => {
    const calls = serve();
    const onSaved = renderForm();
    await chooseCountry('Thailand');
    fireEvent.click(await screen.findByTestId('address-region'));
    fireEvent.click(await screen.findByText('Chiang Mai'));
    fireEvent.change(screen.getByTestId('address-name'), { target: { value: 'Somchai' } });
    fireEvent.change(screen.getByTestId('address-detail'), { target: { value: '99 Silom Road' } });
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '812345678' } });
    const post = screen.getByTestId('address-postcode');
    fireEvent.change(post, { target: { value: '10500' } });
    fireEvent.blur(post);
    expect(screen.getByTestId('address-postcode-error').textContent).toBe(
      '10500 is a post code of Bangkok, not Chiang Mai',
    );
    fireEvent.click(screen.getByTestId('address-save'));
    expect(post.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.key === 'POST /api/front/address/edit')).toBe(false);

    fireEvent.change(post, { target: { value: '50200' } });
    expect(screen.queryByTestId('address-postcode-error')).toBeNull();
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
  });

  it('counts names and addresses as the shopper sees their characters, as the server does, and saves them whole (audit FC3)', async () => {
    const calls = serve();
    const onSaved = renderForm();
    await chooseCountry('Laos');
    const name = screen.getByTestId('address-name') as HTMLInputElement;
    const city = screen.getByTestId('address-city-text') as HTMLInputElement;
    const detail = screen.getByTestId('address-detail') as HTMLTextAreaElement;
    const post = screen.getByTestId('address-postcode') as HTMLInputElement;
    // No UTF-16 `maxLength`: it stopped a Thai name at 16 syllables of 50 and an address of emoji at 100 of 200.
    for (const box of [name, city, detail, post]) expect(box.getAttribute('maxlength')).toBeNull();
    // Each box takes its limit in characters as seen, and cuts after the last whole one.
    fireEvent.change(name, { target: { value: 'กี่'.repeat(55) } });
    expect(name.value).toBe('กี่'.repeat(50));
    fireEvent.change(city, { target: { value: 'ທີ່'.repeat(65) } });
    expect(city.value).toBe('ທີ່'.repeat(60));
    fireEvent.change(detail, { target: { value: '🏠'.repeat(210) } });
    expect(detail.value).toBe('🏠'.repeat(200));
    fireEvent.change(post, { target: { value: '01000' } });
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '2055512345' } });
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(calls.find((call) => call.key === 'POST /api/front/address/edit')?.body).toMatchObject({
      realName: 'กี่'.repeat(50),
      city: 'ທີ່'.repeat(60),
      detail: '🏠'.repeat(200),
    });
  });

  it('a save marks every wrong field with its message, tied to the field, and focuses the first', async () => {
    const calls = serve();
    renderForm();
    await chooseCountry('Thailand');
    await screen.findByTestId('address-region');
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('address-save'));

    const described = (element: HTMLElement) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
    const name = screen.getByTestId('address-name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(described(name)).toBe('Fill in the consignee name');
    expect(document.activeElement).toBe(name);
    const region = screen.getByTestId('address-region');
    expect(region.getAttribute('aria-invalid')).toBe('true');
    expect(described(region)).toBeTruthy();
    for (const testId of ['address-detail', 'address-postcode', 'address-phone']) {
      const field = screen.getByTestId(testId);
      expect(field.getAttribute('aria-invalid'), testId).toBe('true');
      expect(described(field), testId).toBeTruthy();
    }
    expect(described(screen.getByTestId('address-phone'))).toBe('Fill in the correct phone number');
    expect(screen.getByTestId('address-email').getAttribute('aria-invalid')).toBeNull();
    expect(calls.some((call) => call.key === 'POST /api/front/address/edit')).toBe(false);

    // A field set right loses its mark; the others keep theirs.
    fireEvent.change(name, { target: { value: 'Somchai' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByTestId('address-name-error')).toBeNull();
    expect(screen.getByTestId('address-detail').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByTestId('address-save'));
    expect(document.activeElement).toBe(region);
  });

  it('an older free-text address shows its text and is edited into a structured one', async () => {
    const calls = serve();
    const onSaved = renderForm({
      id: 4,
      realName: 'Ana',
      email: '',
      country: 'Laos',
      countryName: 'Laos',
      regionCode: '',
      region: '',
      city: '',
      structured: false,
      detail: '1 Lane Xang Avenue, Vientiane',
      postCode: '01000',
      countryCode: '+86',
      phone: '2055512345',
      isDefault: true,
      version: 5,
    });
    const note = await screen.findByTestId('address-old-country');
    expect(note.textContent).toContain('“Laos”');
    await waitFor(() => expect(screen.getByTestId('address-country').getAttribute('data-value')).toBe('LA'));
    expect(screen.getByTestId('dial').textContent).toBe('LA +856');
    fireEvent.click(within(screen.getByTestId('address-form')).getByTestId('address-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(calls.find((call) => call.key === 'POST /api/front/address/edit')?.body).toMatchObject({
      id: 4,
      // The edit names the version the form loaded (issue 22).
      version: 5,
      country: 'LA',
      countryCode: '+856',
    });
  });
});

describe('the address form’s toasts (walk GP7)', () => {
  const errorToasts = () =>
    toastStore
      .get()
      .filter((toast) => toast.kind === 'error')
      .map((toast) => toast.text);
  // Toasts the tests above raised may still be on (they last 3 s).
  beforeEach(() => toastStore.set([]));
  afterEach(() => toastStore.set([]));

  it('closes the toast of a refused save when its field is edited, and when a later save passes', async () => {
    const calls = serve();
    const onSaved = renderForm();
    await chooseCountry('Laos');
    fireEvent.click(screen.getByTestId('address-save'));
    const said = screen.getByTestId('address-name-error').textContent;
    expect(errorToasts()).toEqual([said]);
    // The recipient filled: the toast asking for it goes with its message.
    fireEvent.change(screen.getByTestId('address-name'), { target: { value: 'Khamla' } });
    expect(errorToasts()).toEqual([]);

    // The next refused save tells its own first problem, alone: not beside the first one's toast.
    fireEvent.click(screen.getByTestId('address-save'));
    expect(errorToasts()).toHaveLength(1);
    fireEvent.change(screen.getByTestId('address-detail'), { target: { value: 'Ban Sisaket, Chanthabouly' } });
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '2055512345' } });
    fireEvent.change(screen.getByTestId('address-postcode'), { target: { value: '01000' } });
    fireEvent.change(screen.getByTestId('address-city-text'), { target: { value: 'Vientiane' } });
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(calls.some((call) => call.key === 'POST /api/front/address/edit')).toBe(true);
    expect(errorToasts()).toEqual([]);
  });
});
