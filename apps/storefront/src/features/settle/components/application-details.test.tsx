import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSection } from '../../../lib/i18n';
import { ApplicationDetails } from './application-details';

// The applicant's own view of an application: its documents are private (audit AG2), so the record carries each as a
// short-lived signed link, which the pictures load without a bearer token.
const link = (n: number) =>
  `/uploads/private/2026-12/${String(n).repeat(32)}.jpg?expires=1796413200&signature=${'s'.repeat(42)}${n}`;
const record = {
  id: 5,
  name: 'Blue Harbour Trading',
  names: { th: 'บลูฮาร์เบอร์' },
  realName: 'Mei Chen',
  phone: '13800138000',
  email: 'mei@example.org',
  categoryId: 1,
  categoryName: 'Electronics',
  typeId: 2,
  typeName: 'Franchise store',
  qualificationPictures: [link(1), link(2)],
  auditStatus: 1,
  denialReason: '',
  merchantId: null,
  createTime: '2026-12-02T03:04:05.000Z',
  updateTime: '2026-12-02T03:04:05.000Z',
  reviewTime: null,
};

beforeAll(() => loadSection('settle'));

describe("an application's details", () => {
  it('show each document from the link its record carries', () => {
    render(<ApplicationDetails record={record} onClose={() => undefined} />);
    const details = screen.getByTestId('settle-details');
    const images = [...details.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([link(1), link(2)]);
    expect([...details.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([link(1), link(2)]);
  });

  it("show the shop's name in each other language given (decision 0056)", () => {
    render(<ApplicationDetails record={record} onClose={() => undefined} />);
    const rows = [...screen.getByTestId('settle-details').querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toContainEqual(['Shop name in other languages · ไทย', 'บลูฮาร์เบอร์']);
    expect(rows.filter(([label]) => label?.startsWith('Shop name in other languages'))).toHaveLength(1);
  });
});
