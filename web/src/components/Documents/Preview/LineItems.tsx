import { Button, HStack, IconButton, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuEraser, LuPlus, LuSearch, LuTrash2 } from "react-icons/lu";
import type { LineItem, ProductFields } from "../../../api/documents";
import { texts } from "../../../texts";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FormAlert } from "../../ui/form-alert";
import type { Kinds } from "./confirmReview";
import { InlineField } from "./InlineField";
import { saveFailure, type FieldKind } from "./inlineValue";
import { productSearch, productValues } from "./pickers";
import { needsReview } from "./reviewMarks";
import { SearchPicker } from "./SearchPicker";
import { sourceBox } from "./sourceBox";

const t = texts.preview;
const c = t.lineFields;

type Column = { field: keyof typeof c; kind?: FieldKind; minW: string };

export const LINE_COLUMNS: Column[] = [
  { field: "prekes_pavadinimas", minW: "48" },
  { field: "prekes_kodas", minW: "24" },
  { field: "quantity", kind: "number", minW: "20" },
  { field: "unit", minW: "16" },
  { field: "price", kind: "number", minW: "24" },
  { field: "subtotal", kind: "number", minW: "24" },
  { field: "vat_percent", kind: "number", minW: "16" },
  { field: "vat", kind: "number", minW: "20" },
  { field: "total", kind: "number", minW: "24" },
  { field: "pvm_kodas", minW: "20" },
];

export const LINE_KINDS: Kinds = Object.fromEntries(
  LINE_COLUMNS.map(({ field, kind }) => [field, kind ?? "text"]),
);

type Props = {
  lines: LineItem[];
  onSave: (lineId: number, field: string, value: unknown) => Promise<void>;
  onAdd: () => Promise<void>;
  onDelete: (lineId: number) => Promise<void>;
  onProduct: (lineId: number, values: ProductFields) => Promise<void>;
  onClearProduct: (lineId: number) => Promise<void>;
};

// Line items of a detailed scan: every cell edits in place; a line's product can be looked up or
// cleared; deleting asks first.
export function LineItems({ lines, onSave, onAdd, onDelete, onProduct, onClearProduct }: Props) {
  const [doomed, setDoomed] = useState<number | null>(null);
  const [picking, setPicking] = useState<number | null>(null);
  const pickingIndex = lines.findIndex((line) => line.id === picking);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(saveFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" minW="0">
      {picking !== null && pickingIndex >= 0 && (
        <SearchPicker
          label={`${t.picker.searchLineProduct} ${pickingIndex + 1}`}
          {...productSearch}
          onChoose={(product) => onProduct(picking, productValues(product))}
          onClose={() => setPicking(null)}
        />
      )}
      {lines.length === 0 ? (
        <Text color="fg.muted">{t.noLines}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l2">
          <Table.Root size="sm" css={{ "& td, & th": { px: "1", py: "0.5" } }}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader w="6" textAlign="end">
                  #
                </Table.ColumnHeader>
                {LINE_COLUMNS.map(({ field, kind, minW }) => (
                  <Table.ColumnHeader key={field} minW={minW} textAlign={kind === "number" ? "end" : "start"}>
                    {c[field]}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader w="20" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line, index) => (
                <Table.Row key={line.id}>
                  <Table.Cell textAlign="end" color="fg.muted">
                    {index + 1}
                  </Table.Cell>
                  {LINE_COLUMNS.map(({ field, kind }) => (
                    <Table.Cell key={field}>
                      <InlineField
                        compact
                        label={`${c[field]}, ${t.line.toLowerCase()} ${index + 1}`}
                        kind={kind}
                        value={line[field]}
                        review={needsReview(line.field_meta, field)}
                        source={sourceBox(line.field_meta, field)}
                        onSave={(value) => onSave(line.id, field, value)}
                      />
                    </Table.Cell>
                  ))}
                  <Table.Cell whiteSpace="nowrap">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`${t.picker.searchLineProduct} ${index + 1}`}
                      aria-expanded={picking === line.id}
                      onClick={() => setPicking(line.id)}
                    >
                      <LuSearch />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`${t.picker.clearLineProduct} ${index + 1}`}
                      onClick={() => run(() => onClearProduct(line.id))}
                    >
                      <LuEraser />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`${t.deleteLine} ${index + 1}`}
                      onClick={() => setDoomed(line.id)}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {error && <FormAlert status="error">{error}</FormAlert>}
      <HStack>
        <Button size="xs" variant="outline" onClick={() => run(onAdd)} loading={busy && doomed === null}>
          <LuPlus /> {t.addLine}
        </Button>
      </HStack>
      <ConfirmDialog
        open={doomed !== null}
        title={t.deleteLine}
        question={texts.documents.deleteLineItemConfirm}
        busy={busy}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed !== null && run(() => onDelete(doomed)).then(() => setDoomed(null))}
      />
    </Stack>
  );
}
