import { Alert, Button, Flex, HStack, Spacer, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LuDownload, LuTrash2, LuUpload } from "react-icons/lu";
import { Link } from "react-router";
import type { DocumentFilters as Filters } from "../api/documents";
import { profileQuery } from "../api/queries";
import { CounterpartyPanel } from "../components/Documents/CounterpartyPanel";
import { DocumentFilters } from "../components/Documents/DocumentFilters";
import { DocumentTable } from "../components/Documents/DocumentTable";
import { isExportable } from "../components/Documents/documentRules";
import { defaultFilters } from "../components/Documents/filters";
import { PreviewDialog } from "../components/Documents/Preview/PreviewDialog";
import { keepSelectable, toggle, toggleAll, type Selection } from "../components/Documents/selection";
import { UploadDialog } from "../components/Documents/UploadDialog";
import { useDocumentActions, type Notice } from "../components/Documents/useDocumentActions";
import { useCounterpartyChoice } from "../components/Documents/useCounterpartyChoice";
import { useDocumentList } from "../components/Documents/useDocumentList";
import { PageHeader } from "../components/Layout/PageHeader";
import { ConfirmDialog } from "../components/ui/confirm-dialog";
import { FormAlert } from "../components/ui/form-alert";
import { LoadFailed, Loading } from "../components/ui/load-states";
import { paths } from "../paths";
import { texts } from "../texts";

const t = texts.summary;

// Spec §2 "Summary screen": upload, the filtered list with selection, preview, delete and export.
export function SummaryPage() {
  const profile = useQuery(profileQuery);
  const mode = profile.data?.view_mode ?? "single";
  const uploadReady = profile.data?.upload_ready === true;

  const [filters, setFilters] = useState<Filters>(() => defaultFilters());
  const list = useDocumentList(filters);
  const [chosen, setChosen] = useState<Selection>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [uploading, setUploading] = useState(false);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [doomed, setDoomed] = useState<number[]>([]);
  const actions = useDocumentActions(mode, setNotice, () => setChosen(new Set()));

  // A counterparty chosen answers the export's "choose a counterparty" notice, so it goes too.
  const counterparties = useCounterpartyChoice(list.rows, mode, () => {
    setChosen(new Set());
    setNotice(null);
  });
  const rows = counterparties.rows;
  const selectable = rows.filter((row) => isExportable(row, mode)).map((row) => row.id);
  const selection = keepSelectable(chosen, selectable);
  const selected = [...selection];

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setChosen(new Set());
  };

  const confirmDelete = () =>
    actions.deleteDocuments.mutate(doomed, {
      onSuccess: () => setChosen((current) => new Set([...current].filter((id) => !doomed.includes(id)))),
      onSettled: () => setDoomed([]),
    });

  return (
    <>
      <PageHeader title={texts.pages.summary} description={t.description} />
      <Stack gap="3">
        {profile.isSuccess && !uploadReady && (
          <Alert.Root status="warning" alignItems="center">
            <Alert.Indicator />
            <Alert.Title flex="1" fontWeight="medium">
              {t.uploadNeedsSettings}
            </Alert.Title>
            <Button asChild size="xs" colorPalette="orange">
              <Link to={paths.settings}>{t.toSettings}</Link>
            </Button>
          </Alert.Root>
        )}
        <HStack gap="3" align="end" flexWrap="wrap">
          <Button onClick={() => setUploading(true)} disabled={!uploadReady}>
            <LuUpload /> {t.upload}
          </Button>
          <DocumentFilters filters={filters} onChange={changeFilters} />
          <Spacer />
          <HStack gap="2">
            {selected.length > 0 && (
              <Text color="fg.muted" fontSize="xs">
                {t.selected} {selected.length}
              </Text>
            )}
            <Button
              variant="outline"
              colorPalette="red"
              disabled={selected.length === 0}
              onClick={() => setDoomed(selected)}
            >
              <LuTrash2 /> {t.delete}
            </Button>
            <Button
              variant="solid"
              onClick={() => actions.startExport(selected, counterparties.overridesFor(selected))}
              loading={actions.exporting}
            >
              <LuDownload /> {t.export}
            </Button>
          </HStack>
        </HStack>
        {notice && <FormAlert status={notice.status}>{notice.message}</FormAlert>}
        <Flex gap="3" align={{ base: "stretch", md: "start" }} direction={{ base: "column", md: "row" }}>
          {counterparties.multi && (
            <CounterpartyPanel
              entries={counterparties.entries}
              chosen={counterparties.chosen}
              onChoose={counterparties.choose}
            />
          )}
          <Stack gap="2" flex="1" minW="0">
            {list.isPending && <Loading />}
            {list.isError && <LoadFailed onRetry={() => list.refetch()} />}
            {list.isSuccess && rows.length === 0 && (
              <Text color="fg.muted" py="8" textAlign="center" bg="bg" borderWidth="1px" rounded="l2">
                {t.empty}
              </Text>
            )}
            {list.isSuccess && rows.length > 0 && (
              <>
                <DocumentTable
                  rows={rows}
                  directionOf={counterparties.directionOf}
                  selectable={selectable}
                  selection={selection}
                  onToggle={(id) => setChosen(toggle(selection, id))}
                  onToggleAll={() => setChosen(toggleAll(selection, selectable))}
                  onOpen={setPreviewId}
                  onDelete={(id) => setDoomed([id])}
                />
                <Text color="fg.muted" fontSize="xs">
                  {t.count} {rows.length}
                </Text>
              </>
            )}
          </Stack>
        </Flex>
      </Stack>
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <PreviewDialog
        id={previewId}
        order={rows.map((row) => row.id)}
        onOpen={setPreviewId}
        onClose={() => setPreviewId(null)}
      />
      <ConfirmDialog
        open={doomed.length > 0}
        title={t.deleteTitle}
        question={doomed.length === 1 ? t.deleteOneConfirm : t.deleteConfirm}
        busy={actions.deleteDocuments.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed([])}
      />
    </>
  );
}
