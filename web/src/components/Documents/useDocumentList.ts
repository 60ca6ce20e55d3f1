import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { documentsApi, type DocumentFilters } from "../../api/documents";
import { queryKeys } from "../../queryKeys";
import { isProcessing, MAX_POLLS, POLL_INTERVAL_MS, withPollLimit } from "./documentRules";

// The filtered list, asked again every 3 s while any document is processing, at most 50 times in a
// row (spec §4, §9).
export function useDocumentList(filters: DocumentFilters) {
  const polls = useRef(0);
  const [pollCount, setPollCount] = useState(0);
  const list = useQuery({
    queryKey: queryKeys.documentList(filters),
    queryFn: () => documentsApi.list(filters),
    refetchInterval: (query) =>
      query.state.data?.results.some(isProcessing) && polls.current <= MAX_POLLS ? POLL_INTERVAL_MS : false,
  });
  const processing = list.data?.results.some(isProcessing) ?? false;
  useEffect(() => {
    polls.current = processing ? polls.current + 1 : 0;
    setPollCount(polls.current);
  }, [list.dataUpdatedAt, processing]);
  return { ...list, rows: withPollLimit(list.data?.results ?? [], pollCount) };
}
