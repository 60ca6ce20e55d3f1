import { Grid, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "../api/queries";
import { PageHeader } from "../components/Layout/PageHeader";
import { AuditSection } from "../components/Settings/AuditSection";
import { CompanySection } from "../components/Settings/CompanySection";
import { PasswordSection } from "../components/Settings/PasswordSection";
import { ProgramSection } from "../components/Settings/ProgramSection";
import { LoadFailed, Loading } from "../components/ui/load-states";
import { texts } from "../texts";

export function SettingsPage() {
  const profile = useQuery(profileQuery);
  return (
    <>
      <PageHeader title={texts.settings.title} description={texts.settings.description} />
      {profile.isPending && <Loading />}
      {profile.isError && <LoadFailed onRetry={() => profile.refetch()} />}
      {profile.isSuccess && (
        <Stack gap="4">
          <Grid
            templateColumns={{ base: "1fr", xl: "minmax(0, 3fr) minmax(0, 2fr)" }}
            gap="4"
            alignItems="start"
          >
            <CompanySection profile={profile.data} />
            <Stack gap="4">
              <ProgramSection profile={profile.data} />
              <PasswordSection />
            </Stack>
          </Grid>
          <AuditSection />
        </Stack>
      )}
    </>
  );
}
