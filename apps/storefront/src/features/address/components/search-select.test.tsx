import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchSelect } from './search-select';

const provinces = [
  { value: 'VT', label: 'Vientiane' },
  { value: 'XS', label: 'Xaisomboun' },
  { value: 'LP', label: 'Luang Prabang' },
];

function Province() {
  const [value, setValue] = useState('VT');
  return (
    <SearchSelect
      options={provinces}
      value={value}
      onChange={setValue}
      placeholder="Choose"
      searchPlaceholder="Search"
      emptyText="Nothing found"
      loadingText="Loading"
      label="Province/state"
      testId="province"
    />
  );
}

const openList = () => {
  fireEvent.click(screen.getByTestId('province'));
  return screen.getByRole('combobox', { name: 'Search' });
};

describe('a searchable select', () => {
  it('keeps focus on its button when an option is chosen with the keyboard, so Tab goes on to the next field', () => {
    render(<Province />);
    const search = openList();
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Province/state: Xaisomboun' });
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps focus on its button when Escape closes the list, and when an option is clicked', () => {
    render(<Province />);
    fireEvent.keyDown(openList(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('province'));

    openList();
    fireEvent.click(screen.getByRole('option', { name: 'Luang Prabang' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Province/state: Luang Prabang' }));
  });
});
