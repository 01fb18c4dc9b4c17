import { render, screen } from '@testing-library/react';
import { ConfigProvider, Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { useIconNames } from './antd-icons';
import { setLanguage } from './i18n';

function Filters() {
  return (
    <ConfigProvider {...useIconNames()}>
      <Input.Search placeholder="Nom du produit" />
    </ConfigProvider>
  );
}

afterEach(async () => {
  await setLanguage('en');
});

describe('the console read with a screen reader (audit AX17)', () => {
  it.each([
    ['fr', 'Rechercher'],
    ['th', 'ค้นหา'],
  ] as const)('names the search boxes’ icon button in the console language (%s)', async (language, name) => {
    await setLanguage(language);
    render(<Filters />);
    expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'search' })).toBeNull();
  });
});
