import { absoluteUrl, ApiError, csrfToken, refreshSession } from "./http";
import type { DocumentSummary } from "./documents";

export type ScanType = "sumiskai" | "detaliai";

// fetch cannot report upload progress, so the upload goes by XMLHttpRequest with the same session
// rules as sessionFetch: cookies, the CSRF header, one refresh and one retry after a 401.
function send(form: FormData, onProgress: (percent: number) => void): Promise<XMLHttpRequest> {
  return csrfToken().then(
    (token) =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open("POST", absoluteUrl("/api/scan/"));
        request.withCredentials = true;
        if (token) request.setRequestHeader("X-CSRFToken", token);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        request.onload = () => resolve(request);
        request.onerror = () => reject(new ApiError(0, null));
        request.send(form);
      }),
  );
}

function body(request: XMLHttpRequest): unknown {
  try {
    return JSON.parse(request.responseText);
  } catch {
    return request.responseText || null;
  }
}

export async function uploadDocuments(
  files: File[],
  scanType: ScanType,
  onProgress: (percent: number) => void,
): Promise<DocumentSummary[]> {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  form.append("scan_type", scanType);
  let request = await send(form, onProgress);
  if (request.status === 401 && (await refreshSession())) request = await send(form, onProgress);
  if (request.status < 200 || request.status >= 300) throw new ApiError(request.status, body(request));
  return body(request) as DocumentSummary[];
}
