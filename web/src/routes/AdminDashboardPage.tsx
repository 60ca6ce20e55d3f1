import { Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { adminApi } from "../api/admin";
import { DailyChart } from "../components/Admin/DailyChart";
import { rememberStats, storedStats } from "../components/Admin/dashboardStats";
import { DocumentsCard, MetaChip, SuccessBanner, UsersCard } from "../components/Admin/StatsCards";
import { PageHeader } from "../components/Layout/PageHeader";
import { FormAlert } from "../components/ui/form-alert";
import { Loading } from "../components/ui/load-states";
import { queryKeys } from "../queryKeys";
import { texts } from "../texts";

const t = texts.admin.dashboard;

// Spec 001 §2 and §4: the copy kept by the admin guard shows at once, fresh numbers replace it;
// a failed request shows 'Klaida: ' and its error text.
export function AdminDashboardPage() {
  const [stored] = useState(storedStats);
  const stats = useQuery({
    queryKey: queryKeys.adminStats,
    queryFn: adminApi.stats,
    placeholderData: stored,
    staleTime: 0,
  });
  useEffect(() => {
    if (stats.isSuccess && !stats.isPlaceholderData) rememberStats(stats.data);
  }, [stats.isSuccess, stats.isPlaceholderData, stats.data]);
  // a failed refresh keeps the stored copy on screen under the error
  const data = stats.data ?? stored;

  return (
    <>
      <PageHeader title={texts.pages.adminAnalytics} description={t.description} />
      <Stack gap="4">
        <HStack gap="3" flexWrap="wrap">
          {data && <MetaChip meta={data.meta} />}
          {stats.isPlaceholderData && stats.isFetching && (
            <Text color="fg.muted" fontSize="sm">
              {t.refreshing}
            </Text>
          )}
        </HStack>
        {stats.isError && (
          <FormAlert status="error">{`${texts.admin.errorPrefix}${stats.error.message}`}</FormAlert>
        )}
        {!data && stats.isPending && <Loading />}
        {data && (
          <>
            <SuccessBanner rates={data.documents.success_rate} />
            <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="4">
              <DocumentsCard documents={data.documents} />
              <UsersCard users={data.users} />
            </Grid>
            <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" }} gap="4">
              <DailyChart
                title={t.perDay}
                days={data.documents.daily}
                value="count"
                color="var(--chakra-colors-brand-600)"
              />
              <DailyChart
                title={t.errorsPerDay}
                days={data.documents.daily}
                value="errors"
                color="var(--chakra-colors-red-500)"
              />
            </Grid>
          </>
        )}
      </Stack>
    </>
  );
}
