import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

type Props = { status: "error" | "warning" | "success" | "info"; children: ReactNode };

// An in-page message; errors carry role="alert" so screen readers and browser tests find them.
export function FormAlert({ status, children }: Props) {
  return (
    <Alert.Root status={status} role={status === "error" ? "alert" : "status"} variant="subtle">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{children}</Alert.Title>
    </Alert.Root>
  );
}
