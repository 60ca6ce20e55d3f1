// Spec §5 "Counterparty search": a company code keeps its digits only, a VAT code is upper-cased
// without spaces and hyphens, a name is trimmed. Product fields (codes have letters) are trimmed only.
export type ClientField = "name" | "code" | "vat";
export type ProductField = "name" | "code" | "barcode";

export function normaliseClientQuery(field: ClientField, typed: string): string {
  if (field === "code") return typed.replace(/\D/g, "");
  if (field === "vat") return typed.replace(/[\s-]/g, "").toUpperCase();
  return typed.trim();
}

export function normaliseProductQuery(_field: ProductField, typed: string): string {
  return typed.trim();
}

// Spec §9: the pickers ask 250 ms after the last key.
export const SEARCH_DEBOUNCE_MS = 250;
