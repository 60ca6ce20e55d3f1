// Leaving the app for another site (the payment page); a module of its own so tests can stand in
// for a navigation jsdom cannot do.
export function leaveFor(url: string) {
  window.location.assign(url);
}
