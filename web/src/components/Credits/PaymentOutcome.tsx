import { useSearchParams } from "react-router";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";

export type Outcome = "success" | "canceled" | null;

// Stripe sends the browser back to /papildyti?success=1 or ?canceled=1 (spec §2).
export function usePaymentOutcome(): Outcome {
  const [params] = useSearchParams();
  if (params.has("success")) return "success";
  if (params.has("canceled")) return "canceled";
  return null;
}

export function PaymentOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome === "success") return <FormAlert status="success">{texts.payment.succeeded}</FormAlert>;
  if (outcome === "canceled") return <FormAlert status="warning">{texts.payment.canceled}</FormAlert>;
  return null;
}
