import {
  exportsApskaita5Adapter,
  masterdataDeleteClient,
  masterdataDeleteProduct,
  masterdataImportClients,
  masterdataImportProducts,
  masterdataListClients,
  masterdataListProducts,
  masterdataTemplate,
  masterdataUpdateClient,
  masterdataUpdateProduct,
  type ClientIn,
  type ClientOut,
  type ImportResult,
  type ProductIn,
  type ProductOut,
} from "../client";
import { unwrap } from "./http";

export type { ClientIn, ClientOut, ImportResult, ProductIn, ProductOut };
export type ImportKind = "products" | "clients";

// The templates are written by the server from the importer's own columns (api/masterdata/columns.py).
export const TEMPLATE_NAMES: Record<ImportKind, string> = {
  clients: "imones_sablonas.xlsx",
  products: "prekes_sablonas.xlsx",
};

export type ListQuery = { q: string; page: number; pageSize: number };

function listQuery({ q, page, pageSize }: ListQuery) {
  return { q: q.trim() || undefined, page, page_size: pageSize };
}

export const masterdataApi = {
  importFile: (kind: ImportKind, file: File) =>
    unwrap(
      kind === "clients"
        ? masterdataImportClients({ body: { file } })
        : masterdataImportProducts({ body: { file } }),
    ),
  template: async (kind: ImportKind) =>
    (await unwrap(masterdataTemplate({ path: { file: TEMPLATE_NAMES[kind] }, parseAs: "blob" }))) as Blob,
  adapter: async () => (await unwrap(exportsApskaita5Adapter({ parseAs: "blob" }))) as Blob,
  clients: (query: ListQuery) => unwrap(masterdataListClients({ query: listQuery(query) })),
  products: (query: ListQuery) => unwrap(masterdataListProducts({ query: listQuery(query) })),
  updateClient: (id: number, body: ClientIn) =>
    unwrap(masterdataUpdateClient({ path: { client_id: id }, body })),
  updateProduct: (id: number, body: ProductIn) =>
    unwrap(masterdataUpdateProduct({ path: { product_id: id }, body })),
  deleteClient: (id: number) => unwrap(masterdataDeleteClient({ path: { client_id: id } })),
  deleteProduct: (id: number) => unwrap(masterdataDeleteProduct({ path: { product_id: id } })),
};
