import { Badge, Box, Grid, Heading, HStack, Stat, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { DashboardStats } from "../../api/admin";
import { formatVilniusDateTime } from "../../format";
import { texts } from "../../texts";
import { formatPercent, PERIODS } from "./dashboardStats";

const t = texts.admin.dashboard;
const numberCell = { textAlign: "end", fontVariantNumeric: "tabular-nums" } as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="l2" bg="bg" p="3" minW="0">
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

// Spec 001 §2: the timezone and the moment the numbers were counted.
export function MetaChip({ meta }: { meta: DashboardStats["meta"] }) {
  return (
    <Badge
      variant="outline"
      size="md"
      data-testid="stats-meta"
      whiteSpace="normal"
      h="auto"
      py="1"
      maxW="full"
    >
      {t.timezone}: {meta.timezone} · {t.generatedAt} {formatVilniusDateTime(meta.generated_at)}
    </Badge>
  );
}

export function SuccessBanner({ rates }: { rates: DashboardStats["documents"]["success_rate"] }) {
  return (
    <Box borderWidth="1px" rounded="l2" bg="brand.subtle" p="3" aria-label={t.successRate} role="region">
      <Text fontWeight="medium" mb="2">
        {t.successRate}
      </Text>
      <Grid templateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(5, minmax(0, 1fr))" }} gap="3">
        {PERIODS.map((period) => (
          <Stat.Root key={period} size="sm">
            <Stat.Label>{t.periods[period]}</Stat.Label>
            <Stat.ValueText>{formatPercent(rates[period])}</Stat.ValueText>
          </Stat.Root>
        ))}
      </Grid>
    </Box>
  );
}

export function DocumentsCard({ documents }: { documents: DashboardStats["documents"] }) {
  const { scan_types: scanTypes } = documents;
  return (
    <Card title={t.documents}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.period}</Table.ColumnHeader>
            <Table.ColumnHeader {...numberCell}>{t.count}</Table.ColumnHeader>
            <Table.ColumnHeader {...numberCell}>{t.errors}</Table.ColumnHeader>
            <Table.ColumnHeader {...numberCell}>{t.success}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {PERIODS.map((period) => (
            <Table.Row key={period}>
              <Table.Cell>{t.periods[period]}</Table.Cell>
              <Table.Cell {...numberCell}>{documents[period].count}</Table.Cell>
              <Table.Cell {...numberCell} color={documents[period].errors ? "fg.error" : undefined}>
                {documents[period].errors}
              </Table.Cell>
              <Table.Cell {...numberCell}>{formatPercent(documents.success_rate[period], 1)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justify="space-between" mt="3" gap="3" flexWrap="wrap">
        <Text>{t.uniqueUsersToday}</Text>
        <Text fontWeight="semibold" data-testid="unique-users-today">
          {documents.unique_users_excluding_1_2_today}
        </Text>
      </HStack>
      <Text fontWeight="medium" mt="3" mb="1">
        {t.scanTypes}
      </Text>
      <HStack gap="4" flexWrap="wrap">
        {(["sumiskai", "detaliai"] as const).map((type) => (
          <Text key={type}>
            {texts.summary.scanTypes[type]}: <b>{scanTypes[type].count}</b> (
            {formatPercent(scanTypes[type].pct)})
          </Text>
        ))}
      </HStack>
    </Card>
  );
}

export function UsersCard({ users }: { users: DashboardStats["users"] }) {
  const rows: [string, number][] = [
    [t.periods.today, users.new_today],
    [t.periods.yesterday, users.new_yesterday],
    [t.periods.last_7_days, users.new_last_7_days],
    [t.periods.last_30_days, users.new_last_30_days],
    [t.totalUsers, users.total],
  ];
  return (
    <Card title={t.users}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.period}</Table.ColumnHeader>
            <Table.ColumnHeader {...numberCell}>{t.newUsers}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([label, count]) => (
            <Table.Row key={label}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell {...numberCell}>{count}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}
