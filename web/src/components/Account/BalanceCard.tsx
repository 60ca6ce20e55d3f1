import { Card, Skeleton, Stat } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { meQuery } from "../../api/queries";
import { texts } from "../../texts";
import { formatCredits } from "../Layout/formatCredits";

// Spec §2 and §8: a placeholder while loading; a failed fetch shows no number.
export function BalanceCard() {
  const me = useQuery(meQuery);
  return (
    <Card.Root maxW="xs">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{texts.pages.balance}</Stat.Label>
          <Skeleton loading={me.isPending} minH="8">
            <Stat.ValueText>{formatCredits(me.data?.credits ?? null)}</Stat.ValueText>
          </Skeleton>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
