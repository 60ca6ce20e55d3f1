// The visitor's answer in the cookie banner, kept in a first-party cookie for half a year. No answer
// and "denied" both mean: send nothing.

export type Consent = "granted" | "denied";

export const CONSENT_COOKIE = "dokskenas_consent";
const HALF_YEAR_SECONDS = 182 * 24 * 60 * 60;

export function readConsent(): Consent | null {
  for (const pair of document.cookie.split(";")) {
    const [key, value] = pair.trim().split("=");
    if (key === CONSENT_COOKIE && (value === "granted" || value === "denied")) return value;
  }
  return null;
}

export function writeConsent(consent: Consent): void {
  document.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${HALF_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
