import { Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuCopy } from "react-icons/lu";
import { texts } from "../../texts";

type Props = { text: string; label: string };

// Copies to the clipboard and says whether it worked (the settings screen's wording, spec §2/§8).
export function CopyButton({ text, label }: Props) {
  const [outcome, setOutcome] = useState<"copied" | "copyFailed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome("copied");
    } catch {
      setOutcome("copyFailed");
    }
  };
  return (
    <HStack gap="2">
      {outcome && (
        <Text role="status" fontSize="xs" color={outcome === "copied" ? "fg.success" : "fg.error"}>
          {texts.settings[outcome]}
        </Text>
      )}
      <Button
        size="2xs"
        variant="outline"
        onClick={copy}
        aria-label={`${texts.admin.preview.copy}: ${label}`}
      >
        <LuCopy aria-hidden /> {texts.admin.preview.copy}
      </Button>
    </HStack>
  );
}
