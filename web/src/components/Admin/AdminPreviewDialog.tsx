import { Box, CloseButton, Code, Dialog, Grid, HStack, Heading, Portal, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { adminApi, type AdminDocumentDetail } from "../../api/admin";
import { EMPTY, formatAmount, formatDateTime } from "../../format";
import { queryKeys } from "../../queryKeys";
import { texts } from "../../texts";
import { PreviewColumns } from "../Documents/Preview/PreviewColumns";
import { ImageViewer } from "../Documents/Preview/ImageViewer";
import { StatusBadge } from "../Documents/StatusBadge";
import { FormAlert } from "../ui/form-alert";
import { LoadFailed, Loading } from "../ui/load-states";
import { CopyButton } from "./CopyButton";

const t = texts.admin.preview;

type Props = { id: number | null; onClose: () => void };

// Spec 000 §2: the admin pages' preview adds the raw OCR text and the structured JSON, each with a
// copy button. Read-only: an operator looks, the owner edits.
export function AdminPreviewDialog({ id, onClose }: Props) {
  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(details) => !details.open && onClose()}
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

function Preview({ id }: { id: number }) {
  const document = useQuery({ queryKey: queryKeys.adminDocument(id), queryFn: () => adminApi.get(id) });
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
        {document.isError && (
          <Box p="4">
            <LoadFailed onRetry={() => document.refetch()} />
          </Box>
        )}
        {document.isSuccess && <Content document={document.data} />}
      </Dialog.Body>
    </>
  );
}

function pages(document: AdminDocumentDetail): string[] {
  if (document.preview_urls && document.preview_urls.length > 0) return document.preview_urls;
  return document.preview_url ? [document.preview_url] : [];
}

function Panel({ title, copyText, children }: { title: string; copyText: string; children: ReactNode }) {
  return (
    <Stack gap="1.5" minW="0">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {copyText && <CopyButton text={copyText} label={title} />}
      </HStack>
      {children}
    </Stack>
  );
}

function Raw({ text, label }: { text: string; label: string }) {
  return (
    <Code
      as="pre"
      aria-label={label}
      display="block"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      p="2"
      fontSize="xs"
      maxH="72"
      overflow="auto"
      tabIndex={0}
    >
      {text || t.nothing}
    </Code>
  );
}

function Content({ document }: { document: AdminDocumentDetail }) {
  const json = document.structured_json ? JSON.stringify(document.structured_json, null, 2) : "";
  const rawText = document.glued_raw_text ?? "";
  const facts: [string, string][] = [
    [t.owner, `${document.owner_email} (ID ${document.user_id})`],
    [t.uploaded, formatDateTime(document.uploaded_at)],
    [
      texts.summary.colNumber,
      [document.document_series, document.document_number].filter(Boolean).join(" ") || EMPTY,
    ],
    [texts.summary.colWithVat, `${formatAmount(document.amount_with_vat)} ${document.currency}`],
  ];
  return (
    <PreviewColumns image={<ImageViewer urls={pages(document)} name={document.original_filename} />}>
      <Stack gap="4" p="4" overflow={{ lg: "auto" }} minH="0">
        {document.error_message && <FormAlert status="error">{document.error_message}</FormAlert>}
        <Grid templateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="1" fontSize="sm">
          {facts.map(([label, value]) => (
            <Box display="contents" key={label}>
              <Text color="fg.muted">{label}</Text>
              <Text truncate>{value}</Text>
            </Box>
          ))}
        </Grid>
        <Panel title={t.rawText} copyText={rawText}>
          <Raw text={rawText} label={t.rawText} />
        </Panel>
        <Panel title={t.structuredJson} copyText={json}>
          <Raw text={json} label={t.structuredJson} />
        </Panel>
      </Stack>
    </PreviewColumns>
  );
}
