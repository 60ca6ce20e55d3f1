import {
  auditList,
  authPasswordChange,
  authPasswordResetConfirm,
  authPasswordResetRequest,
  type AuditEntry,
  type AuditPage,
} from "../client";
import { ApiError } from "./http";

export type { AuditEntry, AuditPage };

type SdkResult<T> = { data?: T; error?: unknown; response?: Response };

// The generated SDK answers {data, error, response}; the screens handle a failure as an ApiError,
// as they do for calls made through http.
export async function unwrap<T>(call: Promise<SdkResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response?.ok) throw new ApiError(response?.status ?? 0, error ?? null);
  return data as T;
}

export const accountApi = {
  requestPasswordReset: (email: string) => unwrap(authPasswordResetRequest({ body: { email } })),
  confirmPasswordReset: (token: string, password: string) =>
    unwrap(authPasswordResetConfirm({ body: { token, password } })),
  changePassword: (currentPassword: string, newPassword: string) =>
    unwrap(authPasswordChange({ body: { current_password: currentPassword, new_password: newPassword } })),
  auditLog: (page: number, pageSize: number) => unwrap(auditList({ query: { page, page_size: pageSize } })),
};
