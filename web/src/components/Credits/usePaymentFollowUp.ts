import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { meQuery } from "../../api/queries";
import { queryKeys } from "../../queryKeys";

export const FOLLOW_UP_INTERVAL_MS = 2_000;
export const FOLLOW_UP_FOR_MS = 30_000;

// Stripe's webhook may land a moment after the browser returns: after a successful payment the
// balance is asked again every 2 s for half a minute, and the movements list follows each change.
export function usePaymentFollowUp(active: boolean) {
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const me = useQuery({
    ...meQuery,
    refetchInterval: () =>
      active && Date.now() - startedAt < FOLLOW_UP_FOR_MS ? FOLLOW_UP_INTERVAL_MS : false,
  });
  const seen = useRef(me.data?.credits);
  useEffect(() => {
    if (!active || me.data === undefined || seen.current === me.data.credits) return;
    seen.current = me.data.credits;
    queryClient.invalidateQueries({ queryKey: queryKeys.ledger });
    queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
  }, [active, me.data, queryClient]);
}
