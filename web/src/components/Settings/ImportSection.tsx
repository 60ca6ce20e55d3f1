import { Button, HStack, Input, Stack, Tabs } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, serverMessage } from "../../api/http";
import { masterdataApi, TEMPLATE_NAMES, type ImportKind, type ImportResult } from "../../api/masterdata";
import { saveFile } from "../../browser";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";
import { SettingsSection } from "./SettingsSection";
import { useFadingNotice } from "./useFadingNotice";

const t = texts.masterdata;

export function importSummary(result: Pick<ImportResult, "imported" | "processed">): string {
  return t.importResult
    .replace("{imported}", String(result.imported))
    .replace("{processed}", String(result.processed));
}

// Spec §8: the server's error, else 'Importo klaida', with a 0 of 0 count.
function importFailure(error: unknown): string {
  const message = serverMessage(error instanceof ApiError ? error.body : null, ["error", "detail"]);
  return `${message ?? texts.settings.importFailed} (${importSummary({ imported: 0, processed: 0 })})`;
}

function ImportTab({ kind }: { kind: ImportKind }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, show] = useFadingNotice();

  const run = async () => {
    if (!file) return;
    if (!file.name.toLowerCase().endsWith(".xlsx")) {
      show({ status: "error", message: t.onlyXlsx });
      return;
    }
    setBusy(true);
    show(null);
    try {
      const result = await masterdataApi.importFile(kind, file);
      const summary = importSummary(result);
      show(
        result.error
          ? { status: "error", message: `${summary}. ${result.error}` }
          : { status: "success", message: summary },
      );
      await queryClient.invalidateQueries({ queryKey: ["masterdata", kind] });
    } catch (error) {
      show({ status: "error", message: importFailure(error) });
    } finally {
      setBusy(false);
    }
  };

  const template = async () => saveFile(await masterdataApi.template(kind), TEMPLATE_NAMES[kind]);

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Input
          type="file"
          size="sm"
          maxW="sm"
          p="1"
          aria-label={t.chooseFile}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button size="sm" onClick={run} disabled={!file} loading={busy}>
          {t.importButton}
        </Button>
        <Button size="sm" variant="outline" onClick={template}>
          {t.downloadTemplate}
        </Button>
      </HStack>
      {notice && <FormAlert status={notice.status}>{notice.message}</FormAlert>}
    </Stack>
  );
}

// Spec §2 settings 3: two tabs, each an Excel import with its template.
export function ImportSection() {
  return (
    <SettingsSection title={t.importTitle} description={t.importDescription}>
      <Tabs.Root defaultValue="products" size="sm" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="products">{t.productsTab}</Tabs.Trigger>
          <Tabs.Trigger value="clients">{t.clientsTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products">
          <ImportTab kind="products" />
        </Tabs.Content>
        <Tabs.Content value="clients">
          <ImportTab kind="clients" />
        </Tabs.Content>
      </Tabs.Root>
    </SettingsSection>
  );
}
