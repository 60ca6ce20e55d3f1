import { Alert, Button } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { allowsWork } from "../../api/credits";
import { subscriptionStatusQuery } from "../../api/queries";
import { paths } from "../../paths";
import { texts } from "../../texts";
import { LoadFailed, Loading } from "../ui/load-states";

// Spec §4 "Subscription gate": active, canceled and trial let the children through; any other
// status shows why and the way to /papildyti. A spinner while asking; a failure offers a retry.
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const status = useQuery(subscriptionStatusQuery);
  if (status.isPending) return <Loading />;
  if (status.isError) return <LoadFailed onRetry={() => status.refetch()} />;
  if (allowsWork(status.data.status)) return children;
  return <TopUpPrompt message={texts.payment.gateMessage} />;
}

export function TopUpPrompt({ message }: { message: string }) {
  return (
    <Alert.Root status="warning" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1" fontWeight="medium">
        {message}
      </Alert.Title>
      <Button asChild size="xs" colorPalette="orange">
        <Link to={paths.topUp}>{texts.nav.topUp}</Link>
      </Button>
    </Alert.Root>
  );
}
