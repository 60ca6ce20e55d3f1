import { http } from "./http";

export const ACCOUNTING_PROGRAMS = ["rivile", "rivile_erp", "finvalda", "centas", "apskaita5"] as const;
export type AccountingProgram = (typeof ACCOUNTING_PROGRAMS)[number];
export type ViewMode = "single" | "multi";

// The API sends credits as a decimal string ("48.70"); older readings sent a number.
export type Credits = number | string | null;

export type Me = { email: string; credits: Credits; is_superuser: boolean };

export type CompanyDetails = {
  company_name: string;
  company_code: string;
  vat_code: string;
  company_iban: string;
  company_address: string;
  company_country_iso: string;
};

export type Profile = CompanyDetails & {
  is_superuser: boolean;
  view_mode: ViewMode;
  default_accounting_program: AccountingProgram | null;
  purchase_defaults: unknown[];
  sales_defaults: unknown[];
  extra_settings: Record<string, unknown>;
  upload_ready: boolean;
};

export type Country = { code: string; name: string };

export const profileApi = {
  me: () => http.get<Me>("/api/me/"),
  get: () => http.get<Profile>("/api/profile/"),
  update: (changes: Partial<Profile>) => http.patch<Profile>("/api/profile/", changes),
  countries: () => http.get<Country[]>("/api/countries/"),
  setViewMode: (viewMode: ViewMode) => http.patch<unknown>("/api/view-mode/", { view_mode: viewMode }),
};
