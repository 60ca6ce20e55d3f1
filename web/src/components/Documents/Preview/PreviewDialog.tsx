import { Box, CloseButton, Dialog, Grid, HStack, Portal, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { documentsApi, type DocumentDetail } from "../../../api/documents";
import { queryKeys } from "../../../queryKeys";
import { texts } from "../../../texts";
import { FormAlert } from "../../ui/form-alert";
import { Loading } from "../../ui/load-states";
import { hasSumWarning } from "../documentRules";
import { StatusBadge } from "../StatusBadge";
import { DocumentFields, Section, shownFields } from "./DocumentFields";
import { ImageViewer } from "./ImageViewer";
import { isInlineEdit } from "./InlineField";
import { LINE_COLUMNS, LineItems } from "./LineItems";
import { ReviewLegend } from "./ReviewLegend";
import { reviewCount } from "./reviewMarks";
import { useDocumentEdits } from "./useDocumentEdits";

type Props = { id: number | null; onClose: () => void };

// Spec §2 "Preview dialog": the pages on the left, the editable data on the right.
export function PreviewDialog({ id, onClose }: Props) {
  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(details) => !details.open && onClose()}
      onEscapeKeyDown={(event) => isInlineEdit(event.target) && event.preventDefault()}
      size="cover"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxH="calc(100dvh - 2rem)">{id !== null && <Preview id={id} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function pages(document: DocumentDetail): string[] {
  if (document.preview_urls && document.preview_urls.length > 0) return document.preview_urls;
  return document.preview_url ? [document.preview_url] : [];
}

function Preview({ id }: { id: number }) {
  // Spec §8: a preview that fails to load is ignored; the dialog just has nothing to show.
  const document = useQuery({ queryKey: queryKeys.document(id), queryFn: () => documentsApi.get(id) });
  return (
    <>
      <Dialog.Header py="3" borderBottomWidth="1px">
        <HStack gap="3" minW="0" pe="8">
          <Dialog.Title truncate fontSize="md">
            {document.data?.original_filename ?? texts.summary.preview}
          </Dialog.Title>
          {document.data && <StatusBadge row={document.data} />}
        </HStack>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={texts.preview.close} />
      </Dialog.CloseTrigger>
      <Dialog.Body p="0" display="flex" minH="0" overflow="hidden">
        {document.isPending && <Loading />}
        {document.isSuccess && <PreviewContent document={document.data} />}
      </Dialog.Body>
    </>
  );
}

function PreviewContent({ document }: { document: DocumentDetail }) {
  const edits = useDocumentEdits(document.id);
  const showLines = document.scan_type === "detaliai" || document.line_items.length > 0;
  const fieldsArea = useRef<HTMLDivElement>(null);
  const lineFields = showLines ? LINE_COLUMNS.map((column) => column.field) : [];
  const toReview = document.error_message ? 0 : reviewCount(document, shownFields(document), lineFields);
  return (
    <Grid
      templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 6fr)" }}
      w="full"
      minH="0"
      overflow="auto"
    >
      <Box
        p="3"
        minH={{ base: "80", lg: "0" }}
        h={{ lg: "full" }}
        overflow="hidden"
        borderEndWidth={{ lg: "1px" }}
      >
        <ImageViewer urls={pages(document)} name={document.original_filename} />
      </Box>
      <Stack ref={fieldsArea} gap="4" p="4" overflow={{ lg: "auto" }} minH="0">
        {document.notice && <FormAlert status="info">{document.notice}</FormAlert>}
        {hasSumWarning(document) && <FormAlert status="warning">{texts.documents.sumsMismatch}</FormAlert>}
        <ReviewLegend count={toReview} area={fieldsArea} />
        {document.error_message ? (
          <FormAlert status="error">{document.error_message}</FormAlert>
        ) : (
          <DocumentFields
            document={document}
            edits={edits}
            lines={
              showLines && (
                <Section title={texts.preview.sections.lines}>
                  <LineItems
                    lines={document.line_items}
                    onSave={edits.saveLineField}
                    onAdd={edits.addLine}
                    onDelete={edits.deleteLine}
                  />
                </Section>
              )
            }
          />
        )}
      </Stack>
    </Grid>
  );
}
