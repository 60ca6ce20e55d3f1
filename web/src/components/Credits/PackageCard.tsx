import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import type { CreditPackageOut } from "../../client";
import { texts } from "../../texts";

// Without onBuy (the public landing page) the card only shows the offer.
type Props = { pack: CreditPackageOut; busy?: boolean; disabled?: boolean; onBuy?: () => void };

const t = texts.payment;

export function PackageCard({ pack, busy, disabled, onBuy }: Props) {
  const title = `${pack.credits} ${t.credits}`;
  return (
    <Card.Root
      as="section"
      aria-label={title}
      borderColor={pack.discount ? "brand.emphasized" : undefined}
      borderWidth={pack.discount ? "2px" : "1px"}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="start">
          <Text fontSize="lg" fontWeight="semibold">
            {title}
          </Text>
          {pack.discount && (
            <Badge colorPalette="green" variant="solid" size="md">
              {pack.discount}
            </Badge>
          )}
        </HStack>
        <Stack gap="0.5">
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1" letterSpacing="-0.02em">
            {pack.cost}
          </Text>
          <Text color="fg.muted">
            {pack.perDocument} {t.perDocument}
          </Text>
        </Stack>
      </Card.Body>
      {onBuy && (
        <Card.Footer>
          <Button w="full" onClick={onBuy} loading={busy} loadingText={t.loading} disabled={disabled}>
            {t.buy}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
