import { Grid } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "../api/queries";
import { PageHeader } from "../components/Layout/PageHeader";
import { CompanySection } from "../components/Settings/CompanySection";
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
        <Grid
          templateColumns={{ base: "1fr", xl: "minmax(0, 3fr) minmax(0, 2fr)" }}
          gap="4"
          alignItems="start"
        >
          <CompanySection profile={profile.data} />
          <ProgramSection profile={profile.data} />
        </Grid>
      )}
    </>
  );
}
