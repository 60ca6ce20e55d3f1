import { Card, Heading, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { ledgerQuery } from "../../api/queries";
import { formatDateTime } from "../../format";
import { texts } from "../../texts";
import { formatCredits } from "../Layout/formatCredits";
import { LoadFailed, Loading } from "../ui/load-states";

const t = texts.payment;

function signed(amount: string): string {
  return Number(amount) > 0 ? `+${formatCredits(amount)}` : formatCredits(amount);
}

// The latest credit movements, so a purchase (or a charge for a scan) can be seen where it landed.
export function LedgerCard() {
  const ledger = useQuery(ledgerQuery);
  return (
    <Card.Root as="section" aria-label={t.historyTitle}>
      <Card.Header pb="0">
        <Heading as="h2" size="md" fontWeight="semibold">
          {t.historyTitle}
        </Heading>
      </Card.Header>
      <Card.Body>
        {ledger.isPending && <Loading />}
        {ledger.isError && <LoadFailed onRetry={() => ledger.refetch()} />}
        {ledger.isSuccess && ledger.data.results.length === 0 && (
          <Text color="fg.muted">{t.historyEmpty}</Text>
        )}
        {ledger.isSuccess && ledger.data.results.length > 0 && (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.historyDate}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.historyReason}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.historyAmount}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.historyBalance}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ledger.data.results.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell whiteSpace="nowrap" color="fg.muted">
                    {formatDateTime(entry.created_at)}
                  </Table.Cell>
                  <Table.Cell>{entry.reason}</Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    fontVariantNumeric="tabular-nums"
                    color={Number(entry.amount) > 0 ? "green.fg" : undefined}
                  >
                    {signed(entry.amount)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatCredits(entry.balance_after)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
