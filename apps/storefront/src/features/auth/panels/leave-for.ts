/** Sends the browser to another site (the sign-in provider); its own module so that tests can stand in for it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
