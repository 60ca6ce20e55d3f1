import { texts } from "../texts";

const t = texts.register;

// The live checklist of spec §5; every rule needs a non-empty password to count as met.
export const PASSWORD_RULES = [
  { id: "length", label: t.ruleLength, test: (p: string) => p.length >= 8 },
  { id: "lowercase", label: t.ruleLowercase, test: (p: string) => /\p{Ll}/u.test(p) },
  { id: "uppercase", label: t.ruleUppercase, test: (p: string) => /\p{Lu}/u.test(p) },
  { id: "digit", label: t.ruleDigit, test: (p: string) => /\d/.test(p) },
  { id: "noWhitespace", label: t.ruleNoWhitespace, test: (p: string) => p !== "" && !/\s/.test(p) },
] as const;

export type PasswordCheck = { id: string; label: string; met: boolean };

export function passwordChecks(password: string): PasswordCheck[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

export function isPasswordAcceptable(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (email.trim() === "") return t.emailRequired;
  return EMAIL_FORMAT.test(email.trim()) ? null : t.emailInvalid;
}

export function repeatPasswordError(password: string, repeat: string): string | null {
  if (repeat === "") return t.repeatRequired;
  return repeat === password ? null : t.mismatch;
}

export type RegistrationValues = { email: string; password: string; repeat: string };
export type RegistrationErrors = { email: string | null; repeat: string | null };

export function registrationErrors(values: RegistrationValues): RegistrationErrors {
  return { email: emailError(values.email), repeat: repeatPasswordError(values.password, values.repeat) };
}

// Spec §5: submit is blocked by an e-mail or confirmation error or any unmet password rule.
export function canSubmitRegistration(values: RegistrationValues): boolean {
  const errors = registrationErrors(values);
  return errors.email === null && errors.repeat === null && isPasswordAcceptable(values.password);
}
