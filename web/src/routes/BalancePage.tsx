import { Stack } from "@chakra-ui/react";
import { BalanceCard } from "../components/Account/BalanceCard";
import { PageHeader } from "../components/Layout/PageHeader";
import { PageNote } from "../components/ui/page-note";

// The summary and the top-up page until their screens arrive: the balance and what comes next.
export function BalancePage({ title, note }: { title: string; note: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="4">
        <BalanceCard />
        <PageNote>{note}</PageNote>
      </Stack>
    </>
  );
}
