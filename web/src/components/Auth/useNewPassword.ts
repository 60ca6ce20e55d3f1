import { useState } from "react";
import { isPasswordAcceptable, repeatPasswordError } from "../../auth/registration";

export type NewPasswordField = "password" | "repeat";

const empty = { password: "", repeat: "" };
const untouched = { password: false, repeat: false };

// A new password typed twice, checked by the registration rules of spec §5 (live checklist, repeat
// required and equal); errors show once a field was left or the form was sent.
export function useNewPassword() {
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState(untouched);
  return {
    values,
    touched,
    repeatError: touched.repeat ? repeatPasswordError(values.password, values.repeat) : null,
    change: (field: NewPasswordField, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    touch: (field: NewPasswordField) => setTouched((current) => ({ ...current, [field]: true })),
    touchAll: () => setTouched({ password: true, repeat: true }),
    isValid: () =>
      isPasswordAcceptable(values.password) && repeatPasswordError(values.password, values.repeat) === null,
    reset: () => {
      setValues(empty);
      setTouched(untouched);
    },
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;
