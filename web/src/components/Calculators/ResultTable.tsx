import { Table } from "@chakra-ui/react";
import { formatMoney, type Money } from "../../calc/money";
import { texts } from "../../texts";

export type ResultRow = { label: string; value: Money | null; strong?: boolean };

// Without an amount every result reads "0.00" (spec 001 §4); amounts in the lt-LT format otherwise.
export function shownAmount(value: Money | null): string {
  return value === null ? texts.calculators.zero : formatMoney(value);
}

export function ResultTable({ rows, label }: { rows: ResultRow[]; label: string }) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Body>
        {rows.map(({ label: rowLabel, value, strong }) => (
          <Table.Row key={rowLabel} fontWeight={strong ? "semibold" : undefined}>
            <Table.Cell ps="0">{rowLabel}</Table.Cell>
            <Table.Cell pe="0" textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {`${shownAmount(value)}\u00a0€`}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
