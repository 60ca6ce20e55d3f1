import { useState } from "react";
import { ApiError, serverMessage } from "../../api/http";
import { creditsApi } from "../../api/credits";
import { leaveFor } from "../../browser";
import { texts } from "../../texts";

// Spec §5 and §8: the message is the answer's error field, else 'Nežinoma klaida'.
export function checkoutFailure(failure: unknown): string {
  const body = failure instanceof ApiError ? failure.body : null;
  return serverMessage(body, ["error"]) ?? texts.payment.unknownError;
}

// Spec §4 "Payment": the clicked package waits for its checkout link, then the browser leaves for
// the payment page. The button stays busy until the page is gone, so a second click cannot start a
// second payment.
export function useCheckout() {
  const [busyPriceId, setBusyPriceId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const buy = async (priceId: string) => {
    setBusyPriceId(priceId);
    setError(null);
    try {
      const answer = await creditsApi.checkout(priceId);
      if (!answer?.url) throw new ApiError(200, answer);
      leaveFor(answer.url);
    } catch (failure) {
      setError(checkoutFailure(failure));
      setBusyPriceId(null);
    }
  };

  return { buy, busyPriceId, error };
}
