import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

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

/** A coupon dialog whose "Receive" asks to sign in in a second dialog, as the product page does. */
function Nested() {
  const [inner, setInner] = useState(false);
  // The sign-in dialog is the page's, not inside the coupon dialog's box.
  return (
    <>
      <Modal labelledBy="coupons-title" onClose={() => {}}>
        <h2 id="coupons-title">Coupons</h2>
        <button type="button" onClick={() => setInner(true)}>
          Receive
        </button>
      </Modal>
      {inner && (
        <Modal labelledBy="sign-in-title" onClose={() => setInner(false)}>
          <h2 id="sign-in-title">Sign in</h2>
          <input aria-label="Email" />
        </Modal>
      )}
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

  it('opened from a dialog, takes the focus: its first field, not the Close button of the one behind (audit CE9)', () => {
    render(<Nested />);
    const receive = screen.getByRole('button', { name: 'Receive' });
    expect(document.activeElement).toBe(receive);
    fireEvent.click(receive);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    // Escape closes the top one only, and the focus goes back to the control that opened it.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    expect(document.activeElement).toBe(receive);
  });
});
