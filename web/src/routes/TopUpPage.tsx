import { Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { BalanceCard } from "../components/Account/BalanceCard";
import { LedgerCard } from "../components/Credits/LedgerCard";
import { PackageList } from "../components/Credits/PackageList";
import { PaymentOutcome, usePaymentOutcome } from "../components/Credits/PaymentOutcome";
import { usePaymentFollowUp } from "../components/Credits/usePaymentFollowUp";
import { PageHeader } from "../components/Layout/PageHeader";
import { texts } from "../texts";

const t = texts.payment;

// Spec §2 "Credit purchase screen": the balance, the three packages with a buy button each, and the
// outcome of a payment the provider sent the browser back from.
export function TopUpPage() {
  const outcome = usePaymentOutcome();
  usePaymentFollowUp(outcome === "success");
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Stack gap="6">
        <PaymentOutcome outcome={outcome} />
        <Grid templateColumns={{ base: "1fr", lg: "220px minmax(0, 1fr)" }} gap="6" alignItems="start">
          <BalanceCard />
          <Stack gap="3" as="section" aria-label={t.packagesTitle}>
            <Heading as="h2" size="md" fontWeight="semibold">
              {t.packagesTitle}
            </Heading>
            <PackageList />
            <Text color="fg.muted" fontSize="xs">
              {t.scanFees} {t.noRefunds}
            </Text>
          </Stack>
        </Grid>
        <LedgerCard />
      </Stack>
    </>
  );
}
