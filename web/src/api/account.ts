import {
  auditList,
  authPasswordChange,
  authPasswordResetConfirm,
  authPasswordResetRequest,
  type AuditEntry,
} from "../client";
import { unwrap } from "./http";

export type { AuditEntry };

export const accountApi = {
  requestPasswordReset: (email: string) => unwrap(authPasswordResetRequest({ body: { email } })),
  confirmPasswordReset: (token: string, password: string) =>
    unwrap(authPasswordResetConfirm({ body: { token, password } })),
  changePassword: (currentPassword: string, newPassword: string) =>
    unwrap(authPasswordChange({ body: { current_password: currentPassword, new_password: newPassword } })),
  auditLog: (page: number, pageSize: number) => unwrap(auditList({ query: { page, page_size: pageSize } })),
};
