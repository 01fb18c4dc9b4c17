import { render, screen } from '@testing-library/react';
import { ConfigProvider, Input, Select, Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { useClearable, useIconNames, usePageButtons } from './antd-icons';
import { loadAntdLocale } from './antd-locale';
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

function PagedTable() {
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));
  return (
    <ConfigProvider {...useIconNames()}>
      <Select
        aria-label="Statut"
        allowClear={useClearable()}
        value="open"
        options={[{ value: 'open', label: 'Ouvert' }]}
      />
      <Table
        rowKey="id"
        dataSource={rows}
        columns={[{ title: 'N°', dataIndex: 'id' }]}
        pagination={{ ...usePageButtons(), pageSize: 2, defaultCurrent: 7 }}
      />
    </ConfigProvider>
  );
}

describe("Ant Design's own buttons in the console language (audit AX17)", () => {
  it.each([
    ['fr', 'Page précédente', 'Page suivante', 'Effacer'],
    ['th', 'หน้าก่อนหน้า', 'หน้าถัดไป', 'ล้าง'],
    ['lo', 'ໜ້າກ່ອນ', 'ໜ້າຕໍ່ໄປ', 'ລ້າງ'],
  ] as const)('names the pager arrows and the select clear button (%s)', async (language, previous, next, clear) => {
    await setLanguage(language);
    render(<PagedTable />);
    expect(screen.getByRole('button', { name: previous })).toBeTruthy();
    expect(screen.getByRole('button', { name: next })).toBeTruthy();
    for (const english of ['left', 'right', 'Clear', 'close-circle'])
      expect(screen.queryByRole('button', { name: english })).toBeNull();
    expect(screen.getByRole('button', { name: clear })).toBeTruthy();
    // The five-page jumps are named too, not "double-right".
    expect(screen.queryByRole('img', { name: 'double-right' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'ellipsis' })).toBeNull();
  });
});

describe("Ant Design's pack for every console language", () => {
  it.each([
    ['es', 'Página siguiente'],
    ['fr', 'Page suivante'],
    ['th', 'หน้าถัดไป'],
    ['zh-CN', '下一页'],
    ['lo', 'ໜ້າຕໍ່ໄປ'],
  ] as const)('%s', async (language, nextPage) => {
    const pack = await loadAntdLocale(language);
    expect(pack.Pagination?.next_page).toBe(nextPage);
    expect(pack.DatePicker?.lang.rangePlaceholder?.[0]).not.toBe('Start date');
    expect(pack.Table?.triggerAsc).not.toBe('Click to sort ascending');
  });
});
