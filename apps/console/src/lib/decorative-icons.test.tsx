import { DashboardOutlined, DeleteOutlined, DownOutlined, SearchOutlined } from '@ant-design/icons';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { watchDecorativeIcons } from './decorative-icons';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe("Ant Design's English icon names on a Thai console (audit AX17)", () => {
  it('hides icons beside a text or on their own, and keeps the name of a named or icon-only control', async () => {
    stop = watchDecorativeIcons(document.body);
    render(
      <div>
        <button type="button">
          <DashboardOutlined />
          แดชบอร์ด
        </button>
        <span>
          ทุกร้านค้า <DownOutlined />
        </span>
        <button type="button">
          <SearchOutlined aria-label="ค้นหา" />
        </button>
        <button type="button">
          <DeleteOutlined />
        </button>
      </div>,
    );
    await waitFor(() => expect(screen.queryByRole('img', { name: 'dashboard' })).toBeNull());
    expect(screen.getByRole('button', { name: 'แดชบอร์ด' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'down' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ค้นหา' })).toBeTruthy();
    // Hiding it would leave the button without any name.
    expect(screen.getByRole('button', { name: 'delete' })).toBeTruthy();
  });
});
