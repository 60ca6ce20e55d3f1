import { SimpleGrid, Skeleton } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { creditPackagesQuery } from "../../api/queries";
import { landing } from "../../content/landing";
import { PackageCard } from "../Credits/PackageCard";
import { FormAlert } from "../ui/form-alert";

// The packages as the server sells them (GET /api/credits/packages/), never prices typed here.
export function LandingPrices() {
  const packages = useQuery(creditPackagesQuery);
  if (packages.isError) return <FormAlert status="error">{landing.pricesFailed}</FormAlert>;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {packages.isPending
        ? [1, 2, 3].map((n) => <Skeleton key={n} h="32" rounded="l3" />)
        : packages.data.map((pack) => <PackageCard key={pack.priceId} pack={pack} />)}
    </SimpleGrid>
  );
}
