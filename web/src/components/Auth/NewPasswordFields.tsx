import { TextField } from "../ui/text-field";
import { PasswordChecklist } from "./PasswordChecklist";
import type { NewPassword } from "./useNewPassword";

type Props = { form: NewPassword; passwordLabel: string; repeatLabel: string };

// The new password, its live checklist and its repetition: the reset page and the settings share them.
export function NewPasswordFields({ form, passwordLabel, repeatLabel }: Props) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={(event) => form.change("password", event.target.value)}
        onBlur={() => form.touch("password")}
      />
      <PasswordChecklist password={form.values.password} showUnmetAsErrors={form.touched.password} />
      <TextField
        label={repeatLabel}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        error={form.repeatError}
        value={form.values.repeat}
        onChange={(event) => form.change("repeat", event.target.value)}
        onBlur={() => form.touch("repeat")}
      />
    </>
  );
}
