import { useMemo, useState } from "react";
import type { DocumentSummary, Overrides, ViewMode } from "../../api/documents";
import { counterpartiesOf, directionFor, involves } from "./counterparties";

// Multi mode (spec §2, §4): the chosen counterparty narrows the list to its documents and decides
// each one's direction for the table and the export. Choosing or clearing it calls onChange, which
// resets the chosen rows.
export function useCounterpartyChoice(rows: DocumentSummary[], mode: ViewMode, onChange: () => void) {
  const [chosen, setChosen] = useState<string | null>(null);
  const multi = mode === "multi";
  const entries = useMemo(() => (multi ? counterpartiesOf(rows) : []), [rows, multi]);
  const active = multi ? chosen : null;

  const choose = (key: string | null) => {
    setChosen(key);
    onChange();
  };

  // Null when multi mode has no counterparty to decide with.
  const overridesFor = (ids: number[]): Overrides | null => {
    if (!multi) return {};
    if (active === null) return null;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const overrides: Overrides = {};
    for (const id of ids) {
      const row = byId.get(id);
      const direction = row ? directionFor(row, active) : "nezinoma";
      if (direction !== "nezinoma") overrides[id] = direction;
    }
    return overrides;
  };

  return {
    multi,
    entries,
    chosen: active,
    choose,
    rows: active === null ? rows : rows.filter((row) => involves(row, active)),
    directionOf: active === null ? undefined : (row: DocumentSummary) => directionFor(row, active),
    overridesFor,
  };
}
