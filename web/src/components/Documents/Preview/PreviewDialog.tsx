import { Button, CloseButton, Dialog, HStack, IconButton, Portal, Spacer, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { LuCheckCheck, LuChevronDown, LuChevronUp } from "react-icons/lu";
import { documentsApi, type DocumentDetail } from "../../../api/documents";
import { queryKeys } from "../../../queryKeys";
import { texts } from "../../../texts";
import { FormAlert } from "../../ui/form-alert";
import { Loading } from "../../ui/load-states";
import { hasSumWarning } from "../documentRules";
import { StatusBadge } from "../StatusBadge";
import { markedValues } from "./confirmReview";
import { DeskKeys, deskKey, neighbour, type DeskKey } from "./deskKeys";
import { DocumentFields, Section, shownFields, shownKinds } from "./DocumentFields";
import { ImageViewer, type Highlight } from "./ImageViewer";
import { PreviewColumns } from "./PreviewColumns";
import { isInlineEdit } from "./InlineField";
import { saveFailure } from "./inlineValue";
import { LINE_COLUMNS, LINE_KINDS, LineItems } from "./LineItems";
import { ReviewLegend } from "./ReviewLegend";
import { REVIEW_ATTRIBUTE, reviewCount } from "./reviewMarks";
import { isPdf, previewIndex } from "./sourceBox";
import { SourceContext, type FocusedField } from "./sourceContext";
import { useDocumentEdits } from "./useDocumentEdits";

const d = texts.preview.desk;

// order: the documents of the list in its order, for "next" and "previous"; onOpen shows another.
type Props = { id: number | null; order?: number[]; onOpen?: (id: number) => void; onClose: () => void };

// Spec §2 "Preview dialog": the pages on the left, the editable data on the right; beyond the spec a
// review desk: the focused field's source outlined on the page, the dialog opening on the first value
// to check, and keys for the next document and for "checked" (see DeskKeys).
export function PreviewDialog({ id, order = [], onOpen = () => {}, onClose }: Props) {
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
        {/* On a phone the cover size's 40 px frame would leave the dialog 310 px of a 390 px screen. */}
        <Dialog.Positioner p={{ base: "2", md: "10" }}>
          <Dialog.Content maxH={{ base: "calc(100dvh - 1rem)", md: "calc(100dvh - 2rem)" }}>
            {id !== null && <Preview id={id} order={order} onOpen={onOpen} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function pages(document: DocumentDetail): string[] {
  if (document.preview_urls && document.preview_urls.length > 0) return document.preview_urls;
  return document.preview_url ? [document.preview_url] : [];
}

function Preview({ id, order, onOpen }: { id: number; order: number[]; onOpen: (id: number) => void }) {
  // Spec §8: a preview that fails to load is ignored; the dialog just has nothing to show.
  const document = useQuery({ queryKey: queryKeys.document(id), queryFn: () => documentsApi.get(id) });
  const edits = useDocumentEdits(id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const previous = neighbour(order, id, -1);
  const next = neighbour(order, id, 1);

  // Every marked value confirmed as it stands, then on to the next document.
  const markReviewed = async () => {
    if (!document.data || confirming) return;
    const { data } = document;
    setConfirming(true);
    setFailure(null);
    try {
      for (const { lineId, field, value } of markedValues(data, shownKinds(data), LINE_KINDS)) {
        await (lineId === null ? edits.saveField(field, value) : edits.saveLineField(lineId, field, value));
      }
      if (next !== null) onOpen(next);
    } catch (error) {
      setFailure(`${d.reviewFailed} ${saveFailure(error)}`);
    } finally {
      setConfirming(false);
    }
  };

  const act = (key: DeskKey) => {
    if (key === "next" && next !== null) onOpen(next);
    if (key === "previous" && previous !== null) onOpen(previous);
    if (key === "reviewed") markReviewed();
  };
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = deskKey(event);
      if (key === null || (key === "reviewed" && isInlineEdit(event.target))) return;
      event.preventDefault();
      latest.current(key);
    };
    window.document.addEventListener("keydown", onKey);
    return () => window.document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <Dialog.Header py="2" borderBottomWidth="1px">
        <HStack gap="2" minW="0" pe="8" flex="1" flexWrap="wrap">
          <Dialog.Title truncate fontSize="md" minW="0">
            {document.data?.original_filename ?? texts.summary.preview}
          </Dialog.Title>
          {document.data && <StatusBadge row={document.data} />}
          <Spacer />
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="outline"
              aria-label={d.previousDocument}
              aria-keyshortcuts="Alt+ArrowUp"
              disabled={previous === null}
              onClick={() => previous !== null && onOpen(previous)}
            >
              <LuChevronUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={d.nextDocument}
              aria-keyshortcuts="Alt+ArrowDown"
              disabled={next === null}
              onClick={() => next !== null && onOpen(next)}
            >
              <LuChevronDown />
            </IconButton>
            <Button
              size="xs"
              colorPalette="green"
              aria-keyshortcuts="Control+Enter"
              loading={confirming}
              disabled={!document.data || document.data.error_message !== null}
              onClick={markReviewed}
            >
              <LuCheckCheck /> {d.markReviewed}
            </Button>
          </HStack>
        </HStack>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={texts.preview.close} />
      </Dialog.CloseTrigger>
      <Dialog.Body p="0" display="flex" minH="0" overflow="hidden">
        {document.isPending && <Loading />}
        {document.isSuccess && (
          <PreviewContent key={document.data.id} document={document.data} edits={edits} failure={failure} />
        )}
      </Dialog.Body>
    </>
  );
}

type ContentProps = {
  document: DocumentDetail;
  edits: ReturnType<typeof useDocumentEdits>;
  failure: string | null;
};

function PreviewContent({ document, edits, failure }: ContentProps) {
  const showLines = document.scan_type === "detaliai" || document.line_items.length > 0;
  const fieldsArea = useRef<HTMLDivElement>(null);
  const lineFields = showLines ? LINE_COLUMNS.map((column) => column.field) : [];
  const toReview = document.error_message ? 0 : reviewCount(document, shownFields(document), lineFields);
  const urls = pages(document);
  const pdf = isPdf(document.original_filename);
  const words = useQuery({
    queryKey: [...queryKeys.document(document.id), "words"],
    queryFn: () => documentsApi.words(document.id),
    enabled: pdf,
    staleTime: Infinity,
  });
  const [highlight, setHighlight] = useState<Highlight>(null);
  // The field a clicked word goes to: the last one focused, kept while the mouse is on the page.
  const fill = useRef<((word: string) => void) | null>(null);
  const onFocusField = ({ box, fill: take }: FocusedField) => {
    fill.current = take;
    const read = (document.structured_json?.pages ?? []) as number[];
    const index = box && pdf ? previewIndex(box.page, urls.length, read) : null;
    setHighlight(box && index !== null ? { index, box } : null);
  };

  // The dialog opens on the first value to check, or else on the first field: ready for the keyboard.
  useEffect(() => {
    const area = fieldsArea.current;
    const first = area?.querySelector<HTMLElement>(`[${REVIEW_ATTRIBUTE}]`) ?? area?.querySelector("button");
    first?.focus();
  }, []);

  return (
    <SourceContext value={onFocusField}>
      <PreviewColumns
        image={
          <ImageViewer
            urls={urls}
            name={document.original_filename}
            highlight={highlight}
            words={words.data ?? []}
            onWord={(word) => fill.current?.(word)}
          />
        }
      >
        <Stack ref={fieldsArea} gap="4" p="4" overflow={{ lg: "auto" }} minH="0">
          {failure && <FormAlert status="error">{failure}</FormAlert>}
          {document.notice && <FormAlert status="info">{document.notice}</FormAlert>}
          {hasSumWarning(document) && <FormAlert status="warning">{texts.documents.sumsMismatch}</FormAlert>}
          <ReviewLegend count={toReview} area={fieldsArea} />
          <DeskKeys />
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
                      onProduct={edits.saveLineProduct}
                      onClearProduct={edits.clearLineProduct}
                    />
                  </Section>
                )
              }
            />
          )}
        </Stack>
      </PreviewColumns>
    </SourceContext>
  );
}
