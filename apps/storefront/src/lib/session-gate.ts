/**
 * The layout-start session check (spec section 4) runs before anything else that carries the token: an expired
 * session is then cleaned up silently instead of every call of the first page answering "sign in again" with a toast
 * and the sign-in dialog. Requests wait on this gate; the check itself does not.
 */
let gate: Promise<void> = Promise.resolve();

export function holdRequestsUntil(check: Promise<unknown>): void {
  gate = check.then(
    () => undefined,
    () => undefined,
  );
}

export function sessionChecked(): Promise<void> {
  return gate;
}
