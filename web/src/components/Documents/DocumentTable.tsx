import { Box, chakra, Checkbox, HStack, IconButton, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import type { KeyboardEvent } from "react";
import { LuTrash2 } from "react-icons/lu";
import type { DocumentSummary } from "../../api/documents";
import { EMPTY, formatAmount, formatDate, formatDateTime } from "../../format";
import { texts } from "../../texts";
import { isProcessing } from "./documentRules";
import { allState, type Selection } from "./selection";
import { StatusBadge } from "./StatusBadge";
import { amountCell, openableRow } from "./tableStyles";

const t = texts.summary;

type Props = {
  rows: DocumentSummary[];
  selectable: readonly number[];
  selection: Selection;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onOpen: (id: number) => void;
  onDelete: (id: number) => void;
  // Multi mode reads the direction from the chosen counterparty.
  directionOf?: (row: DocumentSummary) => string;
};

function directionLabel(value: string): string {
  return t.directions[value as keyof typeof t.directions] ?? t.directions.nezinoma;
}

// The party on the other side: the seller of a purchase, the buyer of a sale.
function counterparty(row: DocumentSummary, direction: string): string | null {
  return direction === "pardavimas" ? row.buyer_name : row.seller_name;
}

const storedDirection = (row: DocumentSummary) => row.pirkimas_pardavimas;

function numberOf(row: DocumentSummary): string {
  return [row.document_series, row.document_number].filter(Boolean).join(" ") || EMPTY;
}

export function DocumentTable({
  rows,
  selectable,
  selection,
  onToggle,
  onToggleAll,
  onOpen,
  onDelete,
  directionOf = storedDirection,
}: Props) {
  const all = allState(selection, selectable);
  const canSelect = new Set(selectable);

  // Enter opens the preview, Space chooses the row: the list works without a mouse.
  const onRowKey = (event: KeyboardEvent, row: DocumentSummary) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter") onOpen(row.id);
    if (event.key === " " && canSelect.has(row.id)) {
      event.preventDefault();
      onToggle(row.id);
    }
  };

  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" bg="bg">
      <Table.Root size="sm" interactive stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader w="8">
              <Checkbox.Root
                size="sm"
                checked={all === "all" ? true : all === "some" ? "indeterminate" : false}
                disabled={selectable.length === 0}
                onCheckedChange={onToggleAll}
                aria-label={t.selectAll}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t.colDocument}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.colNumber}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.colCounterparty}</Table.ColumnHeader>
            <Table.ColumnHeader {...amountCell}>{t.colWithoutVat}</Table.ColumnHeader>
            <Table.ColumnHeader {...amountCell}>{t.colVat}</Table.ColumnHeader>
            <Table.ColumnHeader {...amountCell}>{t.colWithVat}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.colStatus}</Table.ColumnHeader>
            <Table.ColumnHeader w="8">
              <Box srOnly>{t.colActions}</Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={row.id}
              {...openableRow}
              onClick={() => onOpen(row.id)}
              onKeyDown={(event) => onRowKey(event, row)}
              data-selected={selection.has(row.id) ? "" : undefined}
              _selected={{ bg: "brand.subtle" }}
              aria-label={row.original_filename}
            >
              <Table.Cell onClick={(event) => event.stopPropagation()}>
                <Checkbox.Root
                  size="sm"
                  checked={selection.has(row.id)}
                  disabled={!canSelect.has(row.id)}
                  onCheckedChange={() => onToggle(row.id)}
                  aria-label={`${t.selectRow}: ${row.original_filename}`}
                  title={canSelect.has(row.id) ? undefined : t.notSelectable}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell maxW="56" onClick={(event) => event.stopPropagation()}>
                <Stack gap="0" align="start">
                  <chakra.button
                    type="button"
                    onClick={() => onOpen(row.id)}
                    title={`${t.preview}: ${row.original_filename}`}
                    maxW="full"
                    truncate
                    fontWeight="medium"
                    color="brand.fg"
                    textAlign="start"
                    _hover={{ textDecoration: "underline" }}
                    _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
                  >
                    {row.original_filename}
                  </chakra.button>
                  <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
                    {formatDateTime(row.uploaded_at)} ·{" "}
                    {t.scanTypes[row.scan_type as keyof typeof t.scanTypes] ?? row.scan_type}
                  </Text>
                </Stack>
              </Table.Cell>
              {row.error_message && (
                <Table.Cell colSpan={5} color="fg.error" fontSize="xs" maxW="md">
                  <Text lineClamp={2}>{row.error_message}</Text>
                </Table.Cell>
              )}
              {!row.error_message && isProcessing(row) && (
                <Table.Cell colSpan={5} color="fg.muted" fontSize="xs">
                  <HStack gap="2">
                    <Spinner size="xs" />
                    {t.reading}
                  </HStack>
                </Table.Cell>
              )}
              {!row.error_message && !isProcessing(row) && (
                <>
                  <Table.Cell whiteSpace="nowrap">
                    <Stack gap="0">
                      <Text>{numberOf(row)}</Text>
                      <Text color="fg.muted" fontSize="xs">
                        {formatDate(row.invoice_date)}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell maxW="56">
                    <Stack gap="0">
                      <Text truncate title={counterparty(row, directionOf(row)) ?? undefined}>
                        {counterparty(row, directionOf(row)) ?? EMPTY}
                      </Text>
                      <Text color="fg.muted" fontSize="xs">
                        {directionLabel(directionOf(row))}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell {...amountCell}>{formatAmount(row.amount_wo_vat)}</Table.Cell>
                  <Table.Cell {...amountCell}>{formatAmount(row.vat_amount)}</Table.Cell>
                  <Table.Cell {...amountCell} fontWeight="medium">
                    {formatAmount(row.amount_with_vat)}{" "}
                    <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs">
                      {row.currency}
                    </Text>
                  </Table.Cell>
                </>
              )}
              <Table.Cell>
                <StatusBadge row={row} />
              </Table.Cell>
              <Table.Cell onClick={(event) => event.stopPropagation()}>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t.deleteOne}
                  onClick={() => onDelete(row.id)}
                >
                  <LuTrash2 />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
