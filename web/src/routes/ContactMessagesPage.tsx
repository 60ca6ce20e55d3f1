import { Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../api/http";
import { siteApi } from "../api/site";
import { FormAlert } from "../components/ui/form-alert";
import { PageHeader } from "../components/Layout/PageHeader";
import { LoadFailed, Loading } from "../components/ui/load-states";
import { contactMessages as t } from "../content/site";
import { formatVilniusDateTime } from "../format";
import { queryKeys } from "../queryKeys";
import { texts } from "../texts";

export const MESSAGES_PAGE_SIZE = 20;

// Superusers only: the route sits behind the admin guard and the server answers 401/403 itself.
export function ContactMessagesPage() {
  const [page, setPage] = useState(1);
  const messages = useQuery({
    queryKey: queryKeys.contactMessages(page),
    queryFn: () => siteApi.messages(page, MESSAGES_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {messages.isPending && <Loading />}
      {messages.isError &&
        (messages.error instanceof ApiError && messages.error.status === 403 ? (
          <FormAlert status="error">{texts.admin.noAccess}</FormAlert>
        ) : (
          <LoadFailed onRetry={() => messages.refetch()} />
        ))}
      {messages.isSuccess && messages.data.count === 0 && <Text color="fg.muted">{t.empty}</Text>}
      {messages.isSuccess && messages.data.count > 0 && (
        <Stack gap="3">
          <Table.ScrollArea borderWidth="1px" rounded="l2">
            <Table.Root size="sm" aria-label={t.title} opacity={messages.isPlaceholderData ? 0.6 : 1}>
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>{t.time}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.sender}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.message}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {messages.data.results.map((row) => (
                  <Table.Row key={row.id} verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {formatVilniusDateTime(row.created_at)}
                    </Table.Cell>
                    <Table.Cell minW="48">
                      <Text fontWeight="medium">{row.name}</Text>
                      <Text color="fg.muted" wordBreak="break-all">
                        {row.email}
                        {row.user_id !== null && ` · ${t.account} #${row.user_id}`}
                      </Text>
                      <Text color="fg.muted" fontSize="xs" fontFamily="mono">
                        {row.ip}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="pre-wrap" minW="64">
                      {row.message}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <HStack justify="flex-end" gap="2">
            <Text color="fg.muted" fontSize="sm">
              {t.page} {page}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={!messages.data.previous}
              onClick={() => setPage(page - 1)}
            >
              {t.previous}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!messages.data.next}
              onClick={() => setPage(page + 1)}
            >
              {t.next}
            </Button>
          </HStack>
        </Stack>
      )}
    </>
  );
}
