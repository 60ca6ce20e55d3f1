// A signed-in user's profile as GET /api/profile/ answers before anything is filled in.
export const emptyProfile = {
  is_superuser: false,
  view_mode: "single",
  default_accounting_program: null,
  company_name: "",
  company_code: "",
  vat_code: "",
  company_iban: "",
  company_address: "",
  company_country_iso: "",
  purchase_defaults: [],
  sales_defaults: [],
  extra_settings: {},
};
