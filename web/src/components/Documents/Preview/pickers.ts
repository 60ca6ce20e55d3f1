import { suggestionsApi, type ClientChoice, type ProductSuggestion } from "../../../api/documents";
import type { ExtraFields, ProductFields } from "../../../api/documents";
import { texts } from "../../../texts";
import {
  normaliseClientQuery,
  normaliseProductQuery,
  type ClientField,
  type ProductField,
} from "./pickerQuery";
import type { Choice, Described } from "./SearchPicker";

const t = texts.preview.picker;

export type Party = "seller" | "buyer";

const choices = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const clientSearch = {
  fields: choices(t.clientFields),
  normalise: (field: string, typed: string) => normaliseClientQuery(field as ClientField, typed),
  fetch: suggestionsApi.clients,
  describe: (client: ClientChoice): Described => ({
    key: `${client.source}:${client.code ?? ""}:${client.name ?? ""}`,
    title: client.name ?? client.code ?? "–",
    detail: [client.code, client.vat, client.address].filter(Boolean).join(" · "),
    registry: client.source === "register",
    registryDate: client.registerDate,
  }),
};

export const productSearch = {
  fields: choices(t.productFields),
  normalise: (field: string, typed: string) => normaliseProductQuery(field as ProductField, typed),
  fetch: suggestionsApi.products,
  describe: (product: ProductSuggestion): Described => ({
    key: `${product.code ?? ""}:${product.name ?? ""}:${product.barcode ?? ""}`,
    title: product.name ?? product.code ?? "–",
    detail: [product.code, product.barcode].filter(Boolean).join(" · "),
  }),
};

// A chosen company replaces the whole block: a register entry without a VAT code clears the old one.
// An IBAN is kept unless the suggestion knows one (the register has none; the invoice's is likelier).
export function partyValues(party: Party, client: ClientChoice): ExtraFields {
  const values: ExtraFields = {
    [`${party}_name`]: client.name,
    [`${party}_id`]: client.code,
    [`${party}_vat_code`]: client.vat,
    [`${party}_address`]: client.address,
    [`${party}_country_iso`]: client.country_iso,
  };
  if (client.ibans.length > 0) values[`${party}_iban`] = client.ibans[0];
  return values;
}

export function productValues(product: ProductSuggestion): ProductFields {
  return {
    prekes_pavadinimas: product.prekes_pavadinimas,
    prekes_kodas: product.prekes_kodas,
    prekes_barkodas: product.prekes_barkodas,
  };
}
