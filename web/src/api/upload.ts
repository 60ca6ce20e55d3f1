import type { DocumentsScanData, DocumentsScanResponses } from "../client";
import { absoluteUrl, ApiError, csrfToken, refreshSession } from "./http";

// The contract types scan_type as any string; the API accepts these two.
export type ScanType = "sumiskai" | "detaliai";

// Made by hand, not by the SDK: fetch, and so the generated SDK, cannot report upload progress, so
// the upload goes by XMLHttpRequest with the same session rules as sessionFetch: cookies, the
// CSRF header, one refresh and one retry after a 401. Its path and answer are the contract's types.
const SCAN_URL: DocumentsScanData["url"] = "/api/scan/";

function send(form: FormData, onProgress: (percent: number) => void): Promise<XMLHttpRequest> {
  return csrfToken().then(
    (token) =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open("POST", absoluteUrl(SCAN_URL));
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
): Promise<DocumentsScanResponses[201]> {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  form.append("scan_type", scanType);
  let request = await send(form, onProgress);
  if (request.status === 401 && (await refreshSession())) request = await send(form, onProgress);
  if (request.status < 200 || request.status >= 300) throw new ApiError(request.status, body(request));
  return body(request) as DocumentsScanResponses[201];
}
