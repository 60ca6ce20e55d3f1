import type { DocumentSummary } from "../../api/documents";

export type Direction = "pirkimas" | "pardavimas" | "nezinoma";

// Spec §3 "Counterparty list entry", derived from the documents.
export type Counterparty = {
  key: string;
  id: string | null;
  name: string | null;
  vat: string | null;
  docs_count: number;
};

type Party = { name: string | null; id: string | null; vat: string | null };

// Spec §3: id:{company code} if present, else the lower-cased VAT code, else the lower-cased name.
export function counterpartyKey({ name, id, vat }: Party): string {
  const code = (id ?? "").trim();
  if (code) return `id:${code}`;
  return (vat ?? "").trim().toLowerCase() || (name ?? "").trim().toLowerCase();
}

function parties(row: DocumentSummary): { seller: Party; buyer: Party } {
  return {
    seller: { name: row.seller_name, id: row.seller_id, vat: row.seller_vat_code },
    buyer: { name: row.buyer_name, id: row.buyer_id, vat: row.buyer_vat_code },
  };
}

// Every company met as a seller or a buyer, busiest first; a document counts once per company.
export function counterpartiesOf(rows: DocumentSummary[]): Counterparty[] {
  const found = new Map<string, Counterparty>();
  for (const row of rows) {
    const seen = new Set<string>();
    for (const party of Object.values(parties(row))) {
      const key = counterpartyKey(party);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const entry = found.get(key) ?? { key, id: party.id, name: party.name, vat: party.vat, docs_count: 0 };
      entry.docs_count += 1;
      entry.name ??= party.name;
      found.set(key, entry);
    }
  }
  return [...found.values()].sort(
    (a, b) => b.docs_count - a.docs_count || (a.name ?? a.key).localeCompare(b.name ?? b.key, "lt"),
  );
}

// Spec §4 "Counterparty picker": the chosen company selling makes the document a sale
// (pardavimas) in its books, buying makes it a purchase (pirkimas).
export function directionFor(row: DocumentSummary, key: string): Direction {
  const { seller, buyer } = parties(row);
  if (counterpartyKey(seller) === key) return "pardavimas";
  if (counterpartyKey(buyer) === key) return "pirkimas";
  return "nezinoma";
}

export function involves(row: DocumentSummary, key: string): boolean {
  return directionFor(row, key) !== "nezinoma";
}

export function matchesSearch(entry: Counterparty, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [entry.name, entry.id, entry.vat].some((value) => value?.toLowerCase().includes(needle));
}
