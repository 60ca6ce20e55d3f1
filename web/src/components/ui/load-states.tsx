import { Button, HStack, Spinner, Text } from "@chakra-ui/react";
import { texts } from "../../texts";
import { FormAlert } from "./form-alert";

export function Loading() {
  return (
    <HStack gap="2" color="fg.muted" py="6" justify="center">
      <Spinner size="sm" />
      <Text>{texts.errors.loading}</Text>
    </HStack>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <HStack gap="3" align="center" flexWrap="wrap">
      <FormAlert status="error">{texts.errors.generic}</FormAlert>
      <Button variant="outline" onClick={onRetry}>
        {texts.errors.retry}
      </Button>
    </HStack>
  );
}
