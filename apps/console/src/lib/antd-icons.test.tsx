import { render, screen } from '@testing-library/react';
import { ConfigProvider, Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { useClearable, useIconNames } from './antd-icons';
import { setLanguage } from './i18n';

function Filters() {
  return (
    <ConfigProvider {...useIconNames()}>
      <Input.Search placeholder="Nom du produit" allowClear={useClearable()} defaultValue="soie" />
    </ConfigProvider>
  );
}

afterEach(async () => {
  await setLanguage('en');
});

describe('the console read with a screen reader (audit AX17)', () => {
  it.each([
    ['fr', 'Rechercher', 'Effacer'],
    ['th', 'ค้นหา', 'ล้าง'],
  ] as const)('names the search and clear icon buttons in the console language (%s)', async (language, name, clear) => {
    await setLanguage(language);
    render(<Filters />);
    expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'search' })).toBeNull();
    expect(screen.getByRole('button', { name: clear })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'close-circle' })).toBeNull();
  });
});
