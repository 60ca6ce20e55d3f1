import {
  Box,
  Button,
  CloseButton,
  Dialog,
  FileUpload,
  HStack,
  Icon,
  Portal,
  Progress,
  RadioCard,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { LuUpload } from "react-icons/lu";
import { ApiError, serverMessage } from "../../api/http";
import { uploadDocuments, type ScanType } from "../../api/upload";
import { queryKeys } from "../../queryKeys";
import { texts } from "../../texts";
import { SubscriptionGate, TopUpPrompt } from "../Credits/SubscriptionGate";
import { FormAlert } from "../ui/form-alert";

const t = texts.summary;

export const ACCEPTED_TYPES = ["application/pdf", "image/png", "image/jpeg"];
export const CLOSE_AFTER_MS = 700;
const SCAN_TYPES: ScanType[] = ["sumiskai", "detaliai"];

type Failure = { credits: boolean; message: string };

// Spec §8: a failure that mentions credits ('kredit') offers the top-up page; any other is the
// generic upload failure with the server's reason beside it.
export function uploadFailure(failure: unknown): Failure {
  const body = failure instanceof ApiError ? failure.body : null;
  const message = serverMessage(body, ["error", "detail"]);
  const credits = (failure instanceof ApiError && failure.status === 402) || /kredit/i.test(message ?? "");
  return { credits, message: message ?? "" };
}

type Props = { open: boolean; onClose: () => void };

export function UploadDialog({ open, onClose }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.uploadTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.uploadClose} />
            </Dialog.CloseTrigger>
            <SubscriptionGate>
              <UploadForm onClose={onClose} />
            </SubscriptionGate>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function UploadForm({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [scanType, setScanType] = useState<ScanType>("sumiskai");
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const busy = progress !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setProgress(0);
    try {
      // The last percent waits for the server's answer, not only for the bytes to leave.
      await uploadDocuments(files, scanType, (sent) => setProgress(Math.min(sent, 99)));
      setProgress(100);
      for (const key of [queryKeys.documents, queryKeys.me, queryKeys.subscriptionStatus, queryKeys.ledger]) {
        queryClient.invalidateQueries({ queryKey: key });
      }
      setTimeout(onClose, CLOSE_AFTER_MS);
    } catch (error) {
      setProgress(null);
      setFailure(uploadFailure(error));
    }
  };

  return (
    <form onSubmit={submit}>
      <Dialog.Body>
        <Stack gap="4">
          <FileUpload.Root
            maxFiles={50}
            accept={ACCEPTED_TYPES}
            onFileChange={(details) => {
              setFiles(details.acceptedFiles);
              setRejected(details.rejectedFiles.map(({ file }) => file.name));
            }}
            disabled={busy}
          >
            <FileUpload.HiddenInput aria-label={t.upload} />
            <FileUpload.Dropzone w="full" minH="28">
              <Icon size="md" color="fg.muted">
                <LuUpload />
              </Icon>
              <FileUpload.DropzoneContent>
                <Box>{t.uploadDrop}</Box>
                <Box color="fg.muted" fontSize="xs">
                  {t.uploadFormats}
                </Box>
              </FileUpload.DropzoneContent>
            </FileUpload.Dropzone>
            <FileUpload.List showSize clearable />
          </FileUpload.Root>
          {rejected.length > 0 && (
            <FormAlert status="error">
              {t.uploadRejected}
              <Text as="span" display="block" fontWeight="normal">
                {rejected.join(", ")}
              </Text>
            </FormAlert>
          )}
          <RadioCard.Root
            size="sm"
            value={scanType}
            onValueChange={(details) => details.value && setScanType(details.value as ScanType)}
            disabled={busy}
          >
            <RadioCard.Label>{t.scanType}</RadioCard.Label>
            <HStack align="stretch">
              {SCAN_TYPES.map((type) => (
                <RadioCard.Item key={type} value={type} flex="1">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{t.scanTypes[type]}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>{t.scanTypeHelp[type]}</RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </HStack>
          </RadioCard.Root>
          {progress !== null && (
            <Progress.Root value={progress} size="sm" aria-label={t.uploadProgress}>
              <HStack gap="3">
                <Progress.Track flex="1">
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText minW="10" textAlign="end">
                  {progress} %
                </Progress.ValueText>
              </HStack>
            </Progress.Root>
          )}
          {failure?.credits && <TopUpPrompt message={failure.message || texts.payment.gateMessage} />}
          {failure && !failure.credits && (
            <FormAlert status="error">
              {texts.documents.uploadFailed}
              {failure.message && (
                <Text as="span" display="block" fontWeight="normal">
                  {failure.message}
                </Text>
              )}
            </FormAlert>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={busy} disabled={files.length === 0}>
          {t.uploadSubmit}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
