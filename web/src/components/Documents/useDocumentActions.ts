import { useMutation, useQueryClient } from "@tanstack/react-query";
import { documentsApi, type ViewMode } from "../../api/documents";
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
    mutationFn: (ids: number[]) => documentsApi.exportFiles(ids, mode),
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

  const startExport = (ids: number[]) => {
    if (ids.length === 0) onNotice({ status: "error", message: t.selectForExport });
    else exportDocuments.mutate(ids);
  };

  return { startExport, exporting: exportDocuments.isPending, deleteDocuments };
}
