import { useEffect, useRef, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "./pickerQuery";

export type Fetch<T> = (query: string, field: string, signal: AbortSignal) => Promise<T[]>;

type State<T> = { status: "idle" | "searching" | "done" | "failed"; results: T[] };

// Asks 250 ms after the last change of the (already normalised) query or the field. An answer that
// arrives after a newer question has been asked is dropped: its request is aborted, and should the
// server answer all the same, the aborted signal tells this answer apart.
export function useSuggestions<T>(query: string, field: string, fetch: Fetch<T>): State<T> {
  const [state, setState] = useState<State<T>>({ status: "idle", results: [] });
  const latest = useRef(fetch);
  latest.current = fetch;
  useEffect(() => {
    if (query === "") {
      setState({ status: "idle", results: [] });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((current) => ({ ...current, status: "searching" }));
      try {
        const results = await latest.current(query, field, controller.signal);
        if (!controller.signal.aborted) setState({ status: "done", results });
      } catch {
        if (!controller.signal.aborted) setState({ status: "failed", results: [] });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, field]);
  return state;
}
