import {
  authMe,
  profileCountries,
  profileGetProfile,
  profilePatchProfile,
  profileSetViewMode,
  type ProfileOut,
  type ProfilePatch,
} from "../client";
import { unwrap } from "./http";

export type Profile = ProfileOut;
export type ViewMode = ProfileOut["view_mode"];
export type AccountingProgram = NonNullable<ProfileOut["default_accounting_program"]>;

// The settings list in the order shown; the contract checks each name.
export const ACCOUNTING_PROGRAMS = [
  "rivile",
  "rivile_erp",
  "finvalda",
  "centas",
  "apskaita5",
] as const satisfies readonly AccountingProgram[];

// The company form edits these as plain text; the API also answers null for a field never set.
export type CompanyDetails = Record<
  keyof Pick<
    ProfileOut,
    "company_name" | "company_code" | "vat_code" | "company_iban" | "company_address" | "company_country_iso"
  >,
  string
>;

export const profileApi = {
  me: () => unwrap(authMe()),
  get: () => unwrap(profileGetProfile()),
  update: (changes: ProfilePatch) => unwrap(profilePatchProfile({ body: changes })),
  countries: () => unwrap(profileCountries()),
  setViewMode: (viewMode: ViewMode) => unwrap(profileSetViewMode({ body: { view_mode: viewMode } })),
};
