import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentsApi, type Overrides, type ViewMode } from "../../api/documents";
import { ApiError, serverMessage } from "../../api/http";
import { saveFile } from "../../browser";
import { queryKeys } from "../../queryKeys";
import { texts } from "../../texts";

const t = texts.documents;

export type Notice = { status: "error" | "success"; message: string };

// Spec §8: 'Eksportas nepavyko: ' and the server's message, else 'Klaida'.
export function exportFailure(failure: unknown): string {
  const body = failure instanceof ApiError ? failure.body : null;
  return t.exportFailed + (serverMessage(body, ["error", "detail"]) ?? t.exportFailedFallback);
}

// Export and deletion of the chosen documents; both reload the list afterwards (exported
// documents change status, deleted ones leave).
export function useDocumentActions(
  mode: ViewMode,
  onNotice: (notice: Notice | null) => void,
  onExported: () => void,
) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.documents });

  const exportDocuments = useMutation({
    mutationFn: ({ ids, overrides }: { ids: number[]; overrides: Overrides }) =>
      documentsApi.exportFiles(ids, mode, overrides),
    onMutate: () => onNotice(null),
    onSuccess: (file) => {
      saveFile(file.blob, file.filename);
      onExported();
    },
    onError: (failure) => onNotice({ status: "error", message: exportFailure(failure) }),
    onSettled: reload,
  });

  const deleteDocuments = useMutation({
    mutationFn: documentsApi.bulkDelete,
    onMutate: () => onNotice(null),
    onError: () => onNotice({ status: "error", message: t.deleteFailed }),
    onSettled: () => {
      reload();
      queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });

  // Spec §5: at least one document; in multi mode a counterparty decides the directions (null
  // overrides: none is chosen).
  const startExport = (ids: number[], overrides: Overrides | null) => {
    if (ids.length === 0) onNotice({ status: "error", message: t.selectForExport });
    else if (overrides === null) onNotice({ status: "error", message: t.selectCounterparty });
    else exportDocuments.mutate({ ids, overrides });
  };

  return { startExport, exporting: exportDocuments.isPending, deleteDocuments };
}
