import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLoginDialog, loginDialogStore } from '../../lib/login-dialog';
import LoginPage from './login-page';

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LoginPage />
    </MemoryRouter>,
  );

afterEach(() => closeLoginDialog());

describe('/login', () => {
  it('opens the sign-in dialog on the e-mail sign-in', () => {
    open('/login');
    expect(loginDialogStore.get()).toEqual({ open: true, panel: 2 });
  });

  it('opens it on the password reset from the console’s "Forgot password?" (audit AN12)', () => {
    open('/login?panel=forgot');
    expect(loginDialogStore.get()).toEqual({ open: true, panel: 4 });
  });
});
