import { ButtonGroup, HStack, IconButton, Pagination, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { accountApi } from "../../api/account";
import { formatVilniusDateTime } from "../../format";
import { queryKeys } from "../../queryKeys";
import { texts } from "../../texts";
import { actionLabel, auditDetails } from "../Account/auditLog";
import { LoadFailed, Loading } from "../ui/load-states";
import { SettingsSection } from "./SettingsSection";

const t = texts.account;
export const AUDIT_PAGE_SIZE = 20;

const FAILED_ACTIONS = new Set(["auth.sign_in_failed", "auth.password_change_failed"]);

// "Paskyros veiksmai": the account's audit log, newest first, a page at a time.
export function AuditSection() {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: queryKeys.auditLogPage(page),
    queryFn: () => accountApi.auditLog(page, AUDIT_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  return (
    <SettingsSection title={t.auditTitle} description={t.auditDescription}>
      {log.isPending && <Loading />}
      {log.isError && <LoadFailed onRetry={() => log.refetch()} />}
      {log.isSuccess && log.data.count === 0 && <Text color="fg.muted">{t.auditEmpty}</Text>}
      {log.isSuccess && log.data.count > 0 && (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="l2">
            <Table.Root
              size="sm"
              interactive
              aria-label={t.auditTitle}
              opacity={log.isPlaceholderData ? 0.6 : 1}
            >
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>{t.auditTime}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.auditAction}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.auditDetails}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.auditIp}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {log.data.results.map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color="fg.muted">
                      {formatVilniusDateTime(entry.created_at)}
                    </Table.Cell>
                    <Table.Cell
                      whiteSpace="nowrap"
                      color={FAILED_ACTIONS.has(entry.action) ? "red.fg" : undefined}
                      fontWeight={FAILED_ACTIONS.has(entry.action) ? "medium" : undefined}
                    >
                      {actionLabel(entry.action)}
                    </Table.Cell>
                    <Table.Cell minW="32" whiteSpace="normal">
                      {auditDetails(entry)}
                    </Table.Cell>
                    {/* Chakra's cells do not wrap; an IPv6 address may break anywhere rather than widen the table. */}
                    <Table.Cell
                      minW="24"
                      whiteSpace="normal"
                      wordBreak="break-all"
                      fontFamily="mono"
                      fontSize="xs"
                      color="fg.muted"
                    >
                      {entry.ip ?? "–"}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {log.data.count > AUDIT_PAGE_SIZE && (
            <Pagination.Root
              count={log.data.count}
              pageSize={AUDIT_PAGE_SIZE}
              page={page}
              onPageChange={(details) => setPage(details.page)}
              translations={{ prevTriggerLabel: t.auditPrevious, nextTriggerLabel: t.auditNext }}
              mt="3"
            >
              <HStack justify="flex-end" gap="2">
                <Pagination.PageText
                  format={({ page: shown, totalPages }) =>
                    `${t.auditPage} ${shown} ${t.auditOf} ${totalPages}`
                  }
                  color="fg.muted"
                  fontSize="sm"
                />
                <ButtonGroup size="sm" variant="outline" attached>
                  <Pagination.PrevTrigger asChild>
                    <IconButton>
                      <LuChevronLeft />
                    </IconButton>
                  </Pagination.PrevTrigger>
                  <Pagination.NextTrigger asChild>
                    <IconButton>
                      <LuChevronRight />
                    </IconButton>
                  </Pagination.NextTrigger>
                </ButtonGroup>
              </HStack>
            </Pagination.Root>
          )}
        </>
      )}
    </SettingsSection>
  );
}
