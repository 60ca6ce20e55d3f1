// The document tables' shared looks: the summary's and the admin lists' rows read and open alike.

export const amountCell = {
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
} as const;

// A row that opens its document by click or Enter, its keyboard focus drawn inside the row.
export const openableRow = {
  tabIndex: 0,
  cursor: "pointer",
  _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" },
} as const;
