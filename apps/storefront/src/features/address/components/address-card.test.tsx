import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSection } from '../../../lib/i18n';
import type { Address } from '../api/get-addresses';
import { AddressCard } from './address-card';

// Address cards show the whole name and the post code (issue 22 item 6).

beforeAll(async () => {
  await loadSection('buying');
  await loadSection('shipping');
});

describe('an address card', () => {
  it('keeps the post code on a line of its own and the whole recipient name', () => {
    const address = {
      id: 1,
      realName: 'Maria Fernanda de los Ángeles García-Villanueva',
      email: '',
      country: 'ES',
      countryName: 'Spain',
      regionCode: '',
      region: 'Madrid',
      city: 'Madrid',
      structured: true,
      detail: 'Calle de Alcalá 123, escalera izquierda, 4º B, junto a la Puerta de Alcalá',
      postCode: '28009',
      countryCode: '+34',
      phone: '612345678',
      isDefault: false,
      version: 1,
    } as Address;
    render(<AddressCard address={address} />);
    expect(screen.getByTestId('address-card-name').textContent).toBe(address.realName);
    expect(screen.getByTestId('address-card-post-code').textContent).toContain('28009');
  });
});
