import type { AuditEntry } from "../../api/account";
import { texts } from "../../texts";
import { formatCredits } from "../Layout/formatCredits";

const t = texts.account;

// Machine codes from the API (api/models/audit_event.py); one the app does not know yet shows as sent.
export function actionLabel(action: string): string {
  return t.actions[action] ?? action;
}

const PROGRAM_NAMES: Record<string, string> = texts.programs;

function text(value: unknown): string | null {
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
}

function signedCredits(amount: string): string {
  return Number(amount) > 0 ? `+${formatCredits(amount)}` : formatCredits(amount);
}

// One line of facts per entry: what was exported, or how the credits moved.
export function auditDetails(entry: AuditEntry): string {
  const details = entry.details;
  if (entry.action === "export.documents") {
    const format = text(details.format);
    const count = text(details.documents);
    return [count && `${count} ${t.documentsCount}`, format && (PROGRAM_NAMES[format] ?? format)]
      .filter(Boolean)
      .join(" → ");
  }
  if (entry.action.startsWith("credits.")) {
    const amount = text(details.amount);
    const balance = text(details.balance_after);
    const documentId = text(details.document_id);
    return [
      amount && signedCredits(amount),
      balance && `${t.balance} ${formatCredits(balance)}`,
      documentId ? `${t.document} #${documentId}` : text(details.reason),
    ]
      .filter(Boolean)
      .join(" · ");
  }
  return "";
}
