import { Stack } from "@chakra-ui/react";
import { BalanceCard } from "../components/Account/BalanceCard";
import { PageHeader } from "../components/Layout/PageHeader";
import { PageNote } from "../components/ui/page-note";
import { texts } from "../texts";

export function SummaryPage() {
  return (
    <>
      <PageHeader title={texts.pages.summary} />
      <Stack gap="4">
        <BalanceCard />
        <PageNote>{texts.pages.summaryNote}</PageNote>
      </Stack>
    </>
  );
}
