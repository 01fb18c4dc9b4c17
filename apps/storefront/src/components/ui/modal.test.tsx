import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

/** A page with a link behind the dialog and the button that opens it. */
function Page() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <a href="#/home">Home</a>
      <button type="button" onClick={() => setShown(true)}>
        Delete address
      </button>
      {shown && <ConfirmDialog title="Delete this address?" onConfirm={() => {}} onCancel={() => setShown(false)} />}
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('a dialog', () => {
  it('keeps focus inside while open: Tab and Shift+Tab cycle through its controls, never the page behind', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete address' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(cancel);

    ok.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(ok);

    // Focus put on the page behind (a click, a script) comes back into the dialog.
    screen.getByRole('link', { name: 'Home' }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the control that opened it', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete address' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
