import { emailError } from "../auth/registration";
import { contact as t } from "../content/site";

// The server's rules (api/contact/schemas.py), checked before sending so the form answers at once.
export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export type ContactValues = { name: string; email: string; message: string };

export function contactErrors(values: ContactValues) {
  const name = values.name.trim();
  const message = values.message.trim();
  return {
    name: name === "" ? t.nameRequired : null,
    email: emailError(values.email),
    message:
      message.length < MESSAGE_MIN ? t.messageShort : message.length > MESSAGE_MAX ? t.messageLong : null,
  };
}
