/**
 * The layout-start session check (spec section 4) runs before anything else that carries the token: an expired
 * session is then cleaned up silently instead of every call of the first page answering "sign in again" with a toast
 * and the sign-in dialog. Requests wait on this gate; the check itself does not.
 */
let gate: Promise<void> = Promise.resolve();

/** A check that does not answer (a network that hangs) holds the other calls this long at most. */
const MAX_HOLD_MS = 5000;

export function holdRequestsUntil(check: Promise<unknown>, maxHoldMs = MAX_HOLD_MS): void {
  gate = Promise.race([
    check.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, maxHoldMs)),
  ]);
}

export function sessionChecked(): Promise<void> {
  return gate;
}

let endedAtStart = false;

/** The start check found the held token dead and removed it (this page's life). */
export function markSessionEndedAtStart(): void {
  endedAtStart = true;
}

export function sessionEndedAtStart(): boolean {
  return endedAtStart;
}
