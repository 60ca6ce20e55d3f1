import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { masterdataApi } from "../../api/masterdata";
import { saveFile } from "../../browser";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";
import { useFadingNotice } from "./useFadingNotice";

const t = texts.masterdata;
const ADAPTER_NAME = "dokskenas-apskaita5-adapteris.zip";

// Spec §2 settings 2: with Apskaita5 chosen, its adapter and the VAT classifier codes to paste there.
export function Apskaita5Tools() {
  const [notice, show] = useFadingNotice();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await masterdataApi.adapter(), ADAPTER_NAME);
    } catch {
      show({ status: "error", message: texts.errors.generic });
    } finally {
      setDownloading(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(t.vatCodes.join("\n"));
      show({ status: "success", message: texts.settings.copied });
    } catch {
      show({ status: "error", message: texts.settings.copyFailed });
    }
  };

  return (
    <Stack gap="2" data-testid="apskaita5-tools">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={download} loading={downloading}>
          {t.downloadAdapter}
        </Button>
        <Button size="sm" variant="outline" onClick={copy}>
          {t.copyVatCodes}
        </Button>
      </HStack>
      <Box as="details" fontSize="xs" color="fg.muted">
        <Text as="summary" cursor="pointer">
          {t.vatCodesTitle}
        </Text>
        <Box as="ul" ps="4" mt="1">
          {t.vatCodes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Box>
      {notice && <FormAlert status={notice.status}>{notice.message}</FormAlert>}
    </Stack>
  );
}
