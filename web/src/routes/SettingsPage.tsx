import { Grid, GridItem } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "../api/queries";
import { PageHeader } from "../components/Layout/PageHeader";
import { AuditSection } from "../components/Settings/AuditSection";
import { CompanySection } from "../components/Settings/CompanySection";
import { DefaultsSection } from "../components/Settings/DefaultsSection";
import { ExtraSettingsSection } from "../components/Settings/ExtraSettingsSection";
import { ImportSection } from "../components/Settings/ImportSection";
import { MasterDataSection } from "../components/Settings/MasterDataSection";
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
        // On wide screens the log takes the wide column under the company details, the password form
        // sits under the program; narrow screens read them in the order of the spec's settings.
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 3fr) minmax(0, 2fr)" }}
          templateAreas={{
            base: `"company" "program" "import" "defaults" "extra" "lists" "password" "audit"`,
            xl: `"company program" "defaults import" "defaults extra" "lists lists" "audit password"`,
          }}
          gap="4"
          alignItems="start"
        >
          <GridItem area="company">
            <CompanySection profile={profile.data} />
          </GridItem>
          <GridItem area="program">
            <ProgramSection profile={profile.data} />
          </GridItem>
          <GridItem area="import">
            <ImportSection />
          </GridItem>
          <GridItem area="defaults">
            <DefaultsSection profile={profile.data} />
          </GridItem>
          <GridItem area="extra">
            <ExtraSettingsSection profile={profile.data} />
          </GridItem>
          <GridItem area="lists">
            <MasterDataSection />
          </GridItem>
          <GridItem area="password">
            <PasswordSection />
          </GridItem>
          <GridItem area="audit">
            <AuditSection />
          </GridItem>
        </Grid>
      )}
    </>
  );
}
