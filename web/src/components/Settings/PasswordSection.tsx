import { Button, HStack, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { accountApi } from "../../api/account";
import { ApiError, serverMessage } from "../../api/http";
import { paths } from "../../paths";
import { queryKeys } from "../../queryKeys";
import { texts } from "../../texts";
import { NewPasswordFields } from "../Auth/NewPasswordFields";
import { useNewPassword } from "../Auth/useNewPassword";
import { FormAlert } from "../ui/form-alert";
import { RouterLink } from "../ui/router-link";
import { TextField } from "../ui/text-field";
import { SettingsSection } from "./SettingsSection";

const t = texts.account;

type Notice = { status: "success" | "error"; message: string };

// Current password and the new one twice. The server ends every other session and gives this browser a
// fresh one; a wrong current password is counted like a failed login (the server's text says so).
export function PasswordSection() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState("");
  const [currentTouched, setCurrentTouched] = useState(false);
  const form = useNewPassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const currentError = currentTouched && current === "" ? t.currentRequired : null;

  const change = useMutation({
    mutationFn: () => accountApi.changePassword(current, form.values.password),
    onSuccess: () => {
      setCurrent("");
      setCurrentTouched(false);
      form.reset();
      setNotice({ status: "success", message: t.changed });
    },
    onError: (failure) => {
      const body = failure instanceof ApiError ? failure.body : null;
      setNotice({ status: "error", message: serverMessage(body, ["detail"]) ?? t.changeFailed });
    },
    // Both outcomes are written to the account's audit log.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auditLog }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCurrentTouched(true);
    form.touchAll();
    setNotice(null);
    if (current !== "" && form.isValid()) change.mutate();
  };

  return (
    <SettingsSection title={t.passwordTitle} description={t.passwordDescription}>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <TextField
            label={t.currentPassword}
            type="password"
            name="current-password"
            autoComplete="current-password"
            error={currentError}
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            onBlur={() => setCurrentTouched(true)}
          />
          <NewPasswordFields form={form} passwordLabel={t.newPassword} repeatLabel={t.repeatPassword} />
          {notice && <FormAlert status={notice.status}>{notice.message}</FormAlert>}
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <RouterLink to={paths.forgotPassword} fontSize="sm" colorPalette="brand" color="colorPalette.fg">
              {t.forgot}
            </RouterLink>
            <Button type="submit" loading={change.isPending} ms="auto">
              {t.change}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SettingsSection>
  );
}
