import { Table } from "@chakra-ui/react";
import { formatPercent } from "../../calc/money";
import { texts } from "../../texts";

type Props = { label: string; rateTitle: string; rows: { country: string; rate: number }[] };

// An EU comparison, highest rate first, Lithuania marked.
export function CountryRateTable({ label, rateTitle, rows }: Props) {
  const sorted = [...rows].sort((a, b) => b.rate - a.rate || a.country.localeCompare(b.country, "lt"));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{texts.calculators.country}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{rateTitle}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map(({ country, rate }) => (
            <Table.Row key={country} bg={country === "Lietuva" ? "brand.subtle" : undefined}>
              <Table.Cell fontWeight={country === "Lietuva" ? "semibold" : undefined}>{country}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatPercent(rate)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
