import type { CompanyDetails, Profile } from "../../api/profile";

export type CompanyField = keyof CompanyDetails;

export const DEFAULT_COUNTRY = "LT";
export const REQUIRED_COMPANY_FIELDS: readonly CompanyField[] = [
  "company_name",
  "company_code",
  "company_country_iso",
];

export function companyFormFrom(profile: Profile): CompanyDetails {
  return {
    company_name: profile.company_name ?? "",
    company_code: profile.company_code ?? "",
    vat_code: profile.vat_code ?? "",
    company_iban: profile.company_iban ?? "",
    company_address: profile.company_address ?? "",
    company_country_iso: profile.company_country_iso || DEFAULT_COUNTRY,
  };
}

export function isMissing(values: CompanyDetails, field: CompanyField): boolean {
  return REQUIRED_COMPANY_FIELDS.includes(field) && values[field].trim() === "";
}

export function missingRequired(values: CompanyDetails): CompanyField[] {
  return REQUIRED_COMPANY_FIELDS.filter((field) => isMissing(values, field));
}

export function trimmed(values: CompanyDetails): CompanyDetails {
  const entries = Object.entries(values).map(([field, value]) => [field, value.trim()]);
  return Object.fromEntries(entries) as CompanyDetails;
}
