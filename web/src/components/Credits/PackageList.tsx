import { SimpleGrid, Skeleton } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { creditPackagesQuery } from "../../api/queries";
import { LoadFailed } from "../ui/load-states";
import { FormAlert } from "../ui/form-alert";
import { PackageCard } from "./PackageCard";
import { useCheckout } from "./useCheckout";
import { texts } from "../../texts";

export function PackageList() {
  const packages = useQuery(creditPackagesQuery);
  const checkout = useCheckout();
  if (packages.isError) return <LoadFailed onRetry={() => packages.refetch()} />;
  return (
    <>
      {checkout.error && <FormAlert status="error">{texts.payment.errorPrefix + checkout.error}</FormAlert>}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {packages.isPending
          ? [1, 2, 3].map((n) => <Skeleton key={n} h="44" rounded="l3" />)
          : packages.data.map((pack) => (
              <PackageCard
                key={pack.priceId}
                pack={pack}
                busy={checkout.busyPriceId === pack.priceId}
                disabled={checkout.busyPriceId !== null}
                onBuy={() => checkout.buy(pack.priceId)}
              />
            ))}
      </SimpleGrid>
    </>
  );
}
