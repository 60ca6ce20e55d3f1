// Row selection of the summary (spec §2, §4): only exportable rows can be chosen, select-all takes
// every selectable row, and a selection never keeps rows that left the list or stopped qualifying.

export type Selection = ReadonlySet<number>;

export function toggle(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

export type AllState = "none" | "some" | "all";

export function allState(selection: Selection, selectable: readonly number[]): AllState {
  const chosen = selectable.filter((id) => selection.has(id)).length;
  if (chosen === 0) return "none";
  return chosen === selectable.length ? "all" : "some";
}

// The header box: with everything chosen it clears, otherwise it takes every selectable row.
export function toggleAll(selection: Selection, selectable: readonly number[]): Selection {
  return allState(selection, selectable) === "all" ? new Set() : new Set(selectable);
}

export function keepSelectable(selection: Selection, selectable: readonly number[]): Selection {
  const kept = selectable.filter((id) => selection.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}
