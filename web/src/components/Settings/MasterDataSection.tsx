import { Box, Button, HStack, Input, Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, serverMessage } from "../../api/http";
import {
  masterdataApi,
  type ClientOut,
  type ImportKind,
  type ListQuery,
  type ProductOut,
} from "../../api/masterdata";
import { texts } from "../../texts";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { TIPAS_LABELS } from "./defaultsForm";
import { FormAlert } from "../ui/form-alert";
import { SettingsSection } from "./SettingsSection";

const t = texts.masterdata;
const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 250;

type Row = ClientOut | ProductOut;
type Column = { field: string; label: string; width?: string };
type Kind<R extends Row> = {
  columns: Column[];
  list: (query: ListQuery) => Promise<{ items: R[]; total: number }>;
  save: (id: number, values: Record<string, string | null>) => Promise<R>;
  remove: (id: number) => Promise<unknown>;
};

const CLIENTS: Kind<ClientOut> = {
  columns: [
    { field: "name", label: t.name, width: "30%" },
    { field: "company_code", label: t.companyCode },
    { field: "vat_code", label: t.vatCode },
    { field: "iban", label: t.iban },
    { field: "address", label: t.address },
    { field: "country_iso", label: t.country, width: "4rem" },
  ],
  list: masterdataApi.clients,
  save: (id, values) => masterdataApi.updateClient(id, { ...values, name: values.name ?? "" }),
  remove: masterdataApi.deleteClient,
};
const PRODUCTS: Kind<ProductOut> = {
  columns: [
    { field: "name", label: t.name, width: "35%" },
    { field: "code", label: t.itemCode },
    { field: "barcode", label: t.barcode },
    { field: "unit", label: t.unit, width: "5rem" },
    { field: "type", label: t.type, width: "7rem" },
  ],
  list: masterdataApi.products,
  save: (id, { type, ...values }) =>
    masterdataApi.updateProduct(id, { ...values, name: values.name ?? "", type: type ? Number(type) : null }),
  remove: masterdataApi.deleteProduct,
};

// Products show their type by name (1 Prekė, 2 Paslauga, 3/4 Kodas), everything else as stored.
function shown(field: string, value: unknown): string {
  if (field === "type" && value != null) return TIPAS_LABELS[Number(value)] ?? String(value);
  return value == null ? "" : String(value);
}

function failure(error: unknown): string {
  return (
    serverMessage(error instanceof ApiError ? error.body : null, ["detail"]) ?? texts.documents.saveFailed
  );
}

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function RecordList<R extends Row>({ kind, config }: { kind: ImportKind; config: Kind<R> }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebounced(search);
  const [editing, setEditing] = useState<{ id: number; values: Record<string, string> } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ["masterdata", kind, q, page],
    queryFn: () => config.list({ q, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["masterdata", kind] });
  const save = useMutation({
    mutationFn: (edit: { id: number; values: Record<string, string> }) =>
      config.save(
        edit.id,
        Object.fromEntries(Object.entries(edit.values).map(([key, value]) => [key, value.trim() || null])),
      ),
    onSuccess: () => {
      setEditing(null);
      setError(null);
      return refresh();
    },
    onError: (failed) => setError(failure(failed)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => config.remove(id),
    onSuccess: () => {
      setDeleting(null);
      return refresh();
    },
    onError: (failed) => {
      setDeleting(null);
      setError(failure(failed));
    },
  });

  useEffect(() => setPage(1), [q]);
  const data = list.data;
  const rows: Record<string, unknown>[] = data?.items ?? [];
  const from = data && data.total > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(page * PAGE_SIZE, data.total) : 0;

  const startEdit = (row: Record<string, unknown>) =>
    setEditing({
      id: Number(row.id),
      values: Object.fromEntries(
        config.columns.map(({ field }) => [field, row[field] == null ? "" : String(row[field])]),
      ),
    });

  return (
    <Stack gap="2">
      <Input
        size="sm"
        maxW="sm"
        placeholder={t.search}
        aria-label={t.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {error && <FormAlert status="error">{error}</FormAlert>}
      <Box overflowX="auto">
        <Table.Root size="sm" variant="line" minW="2xl">
          <Table.Header>
            <Table.Row>
              {config.columns.map((column) => (
                <Table.ColumnHeader key={column.field} width={column.width}>
                  {column.label}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader width="4rem">{t.uses}</Table.ColumnHeader>
              <Table.ColumnHeader width="11rem" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const edit = editing?.id === row.id ? editing : null;
              return (
                <Table.Row key={String(row.id)}>
                  {config.columns.map(({ field, label }) => (
                    <Table.Cell key={field}>
                      {edit ? (
                        <Input
                          size="xs"
                          aria-label={label}
                          value={edit.values[field]}
                          onChange={(event) =>
                            setEditing({ ...edit, values: { ...edit.values, [field]: event.target.value } })
                          }
                          onKeyDown={(event) => {
                            if (event.key === "Enter") save.mutate(edit);
                            if (event.key === "Escape") setEditing(null);
                          }}
                        />
                      ) : (
                        shown(field, row[field])
                      )}
                    </Table.Cell>
                  ))}
                  <Table.Cell>{String(row.use_count)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {edit ? (
                      <HStack gap="1" justify="end">
                        <Button size="xs" onClick={() => save.mutate(edit)} loading={save.isPending}>
                          {t.save}
                        </Button>
                        <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
                          {t.cancel}
                        </Button>
                      </HStack>
                    ) : (
                      <HStack gap="1" justify="end">
                        <Button size="xs" variant="outline" onClick={() => startEdit(row)}>
                          {t.edit}
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => setDeleting(Number(row.id))}
                        >
                          {t.delete}
                        </Button>
                      </HStack>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {data && data.total === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t.empty}
        </Text>
      )}
      <HStack justify="space-between" fontSize="sm">
        <Text color="fg.muted">
          {t.pageOf
            .replace("{from}", String(from))
            .replace("{to}", String(to))
            .replace("{total}", String(data?.total ?? 0))}
        </Text>
        <HStack gap="1">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={!data || to >= data.total}
            onClick={() => setPage(page + 1)}
          >
            {t.next}
          </Button>
        </HStack>
      </HStack>
      <ConfirmDialog
        open={deleting !== null}
        title={t.delete}
        question={t.confirmDelete}
        busy={remove.isPending}
        onConfirm={() => deleting !== null && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

// The user's clients and products (issue 16): browse, search, correct and delete.
export function MasterDataSection() {
  return (
    <SettingsSection title={t.listsTitle} description={t.listsDescription}>
      <Tabs.Root defaultValue="clients" size="sm" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="clients">{t.clientsTab}</Tabs.Trigger>
          <Tabs.Trigger value="products">{t.productsTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="clients">
          <RecordList kind="clients" config={CLIENTS} />
        </Tabs.Content>
        <Tabs.Content value="products">
          <RecordList kind="products" config={PRODUCTS} />
        </Tabs.Content>
      </Tabs.Root>
    </SettingsSection>
  );
}
