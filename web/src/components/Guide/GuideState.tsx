import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { ApiError } from "../../api/http";
import { paths } from "../../paths";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";
import { LoadFailed } from "../ui/load-states";

// A guide page that could not be shown: the spec's text when the thing does not exist, otherwise
// the generic failure with a retry.
export function GuideLoadError({
  error,
  notFound,
  onRetry,
}: {
  error: unknown;
  notFound: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Stack align="center" textAlign="center" gap="4" py={{ base: "10", md: "16" }}>
        <title>{`${notFound} | ${texts.brand}`}</title>
        <Text as="h1" fontSize="2xl" fontWeight="semibold">
          {notFound}
        </Text>
        <Button asChild variant="outline">
          <Link to={paths.guide}>{texts.guide.title}</Link>
        </Button>
      </Stack>
    );
  }
  return <LoadFailed onRetry={onRetry} />;
}

export function CategoriesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <FormAlert status="error">{texts.guide.categoriesFailed}</FormAlert>
      <Button variant="outline" onClick={onRetry}>
        {texts.errors.retry}
      </Button>
    </HStack>
  );
}
