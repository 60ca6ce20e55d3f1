import { Stack, Table, Text, chakra } from "@chakra-ui/react";
import type { AdminDocument } from "../../api/admin";
import { EMPTY, formatAmount, formatDateTime } from "../../format";
import { texts } from "../../texts";
import { hasSumWarning } from "../Documents/documentRules";
import { StatusBadge } from "../Documents/StatusBadge";
import { amountCell, openableRow } from "../Documents/tableStyles";

const t = texts.admin.lists;
const s = texts.summary;

type Props = { rows: AdminDocument[]; onOpen: (id: number) => void };

function problem(row: AdminDocument): string {
  if (row.error_message) return row.error_message;
  return hasSumWarning(row) ? t.sumsMismatch : "";
}

// Every user's documents with their owner (spec 000 §6: User ID and Email columns, admin only).
// Enter on a focused row opens the preview, as on the summary.
export function AdminDocumentTable({ rows, onOpen }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" bg="bg">
      <Table.Root size="sm" interactive stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{s.colDocument}</Table.ColumnHeader>
            <Table.ColumnHeader {...amountCell}>{t.colUserId}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.colEmail}</Table.ColumnHeader>
            <Table.ColumnHeader>{s.colNumber}</Table.ColumnHeader>
            <Table.ColumnHeader {...amountCell}>{s.colWithVat}</Table.ColumnHeader>
            <Table.ColumnHeader>{s.colStatus}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.colError}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={row.id}
              {...openableRow}
              onClick={() => onOpen(row.id)}
              onKeyDown={(event) => event.key === "Enter" && onOpen(row.id)}
              aria-label={row.original_filename}
            >
              <Table.Cell maxW="56">
                <Stack gap="0" align="start">
                  <chakra.span truncate maxW="full" fontWeight="medium" color="brand.fg">
                    {row.original_filename}
                  </chakra.span>
                  <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
                    {formatDateTime(row.uploaded_at)} ·{" "}
                    {s.scanTypes[row.scan_type as keyof typeof s.scanTypes] ?? row.scan_type}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell {...amountCell}>{row.user_id}</Table.Cell>
              <Table.Cell maxW="48" truncate title={row.owner_email}>
                {row.owner_email}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {[row.document_series, row.document_number].filter(Boolean).join(" ") || EMPTY}
              </Table.Cell>
              <Table.Cell {...amountCell}>{formatAmount(row.amount_with_vat)}</Table.Cell>
              <Table.Cell>
                <StatusBadge row={row} />
              </Table.Cell>
              <Table.Cell maxW="72" fontSize="xs" color="fg.error">
                <Text lineClamp={2}>{problem(row) || EMPTY}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
