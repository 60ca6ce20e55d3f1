import { Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { accountApi } from "../api/account";
import { ApiError, serverMessage } from "../api/http";
import { emailError } from "../auth/registration";
import { AuthCard } from "../components/Auth/AuthCard";
import { FormAlert } from "../components/ui/form-alert";
import { TextField } from "../components/ui/text-field";
import { paths } from "../paths";
import { texts } from "../texts";

const t = texts.passwordReset;

// Asks for a reset link. The server answers the same whether or not the address has an account, and
// so does this page: only a client asking too often hears something else (429, the server's text).
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const error = emailError(email);

  const send = useMutation({ mutationFn: accountApi.requestPasswordReset });
  const failure = send.error instanceof ApiError && send.error.status === 429 ? send.error.body : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error === null) send.mutate(email.trim());
  };

  return (
    <AuthCard
      title={t.requestTitle}
      description={t.requestDescription}
      footerQuestion={t.remembered}
      footerLink={{ to: paths.login, label: t.toLogin }}
    >
      {send.isSuccess ? (
        <FormAlert status="success">{t.sent}</FormAlert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="3.5">
            {send.isError && (
              <FormAlert status="error">{serverMessage(failure, ["detail"]) ?? t.failed}</FormAlert>
            )}
            <TextField
              label={t.email}
              type="email"
              name="email"
              autoComplete="email"
              error={touched ? error : null}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched(true)}
            />
            <Button type="submit" mt="1" loading={send.isPending}>
              {t.send}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
