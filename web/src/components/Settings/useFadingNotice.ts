import { useCallback, useEffect, useRef, useState } from "react";

export type Notice = { status: "success" | "error"; message: string };

// Spec §4 and §9: success notices go away by themselves (2 s for defaults and imports, 1.8 s for
// the fraction); errors stay until the next action.
export function useFadingNotice(successMs = 2000) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: Notice | null) => {
      clearTimeout(timer.current);
      setNotice(next);
      if (next?.status === "success") timer.current = setTimeout(() => setNotice(null), successMs);
    },
    [successMs],
  );
  return [notice, show] as const;
}
