import { Button, Field, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminApi, cursorOf } from "../api/admin";
import type { StatusFilter } from "../api/documents";
import { AdminDocumentTable } from "../components/Admin/AdminDocumentTable";
import { AdminPreviewDialog } from "../components/Admin/AdminPreviewDialog";
import { STATUS_FILTERS } from "../components/Documents/filters";
import { PageHeader } from "../components/Layout/PageHeader";
import { LoadFailed, Loading } from "../components/ui/load-states";
import { PageNote } from "../components/ui/page-note";
import { queryKeys } from "../queryKeys";
import { texts } from "../texts";

const t = texts.admin.lists;

const LISTS = {
  errors: { title: texts.pages.adminErrors, description: t.errorsDescription, fetch: adminApi.withErrors },
  "all-files": {
    title: texts.pages.adminAllFiles,
    description: t.allFilesDescription,
    fetch: adminApi.allFiles,
  },
};

type Props = { list: keyof typeof LISTS };

// /admin-suvestine (the error summary) and /admin-visi-failai (every user's files): 200 documents a
// page, newest first, each further page by the previous one's `next` link (spec 000 §7, §9).
export function AdminDocumentsPage({ list }: Props) {
  const { title, description, fetch } = LISTS[list];
  const [status, setStatus] = useState<StatusFilter>("");
  const [open, setOpen] = useState<number | null>(null);
  const pages = useInfiniteQuery({
    queryKey: queryKeys.adminList(list, status),
    queryFn: ({ pageParam }) => fetch(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => cursorOf(last.next),
  });
  const rows = pages.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <>
      <PageHeader title={title} description={description} />
      <Stack gap="3">
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root w="auto">
            <Field.Label fontSize="xs">{texts.summary.status}</Field.Label>
            <NativeSelect.Root size="xs" w="48" bg="bg">
              <NativeSelect.Field
                value={status}
                onChange={(event) => setStatus(event.target.value as StatusFilter)}
              >
                {STATUS_FILTERS.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {pages.isSuccess && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t.shown} {rows.length}
              {!pages.hasNextPage && rows.length > 0 && ` · ${t.all}`}
            </Text>
          )}
        </HStack>
        {pages.isPending && <Loading />}
        {pages.isError && <LoadFailed onRetry={() => pages.refetch()} />}
        {pages.isSuccess && rows.length === 0 && <PageNote>{t.empty}</PageNote>}
        {rows.length > 0 && <AdminDocumentTable rows={rows} onOpen={setOpen} />}
        {pages.hasNextPage && (
          <Button
            alignSelf="start"
            variant="outline"
            size="sm"
            loading={pages.isFetchingNextPage}
            onClick={() => pages.fetchNextPage()}
          >
            {t.more}
          </Button>
        )}
      </Stack>
      <AdminPreviewDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}
