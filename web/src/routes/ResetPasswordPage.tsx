import { Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { accountApi } from "../api/account";
import { ApiError, serverMessage } from "../api/http";
import { AuthCard } from "../components/Auth/AuthCard";
import { NewPasswordFields } from "../components/Auth/NewPasswordFields";
import { useEnterApp } from "../components/Auth/useEnterApp";
import { useNewPassword } from "../components/Auth/useNewPassword";
import { FormAlert } from "../components/ui/form-alert";
import { paths } from "../paths";
import { texts } from "../texts";

const t = texts.passwordReset;

type Failure = { message: string; linkDead: boolean };

// 400 means the link itself is dead (unknown, used or expired: the server says which in its text); a 422
// is about the password, and the link stays usable.
function failureOf(error: unknown): Failure {
  const body = error instanceof ApiError ? error.body : null;
  const message = serverMessage(body, ["detail"]) ?? t.failed;
  return { message, linkDead: error instanceof ApiError && error.status === 400 };
}

// The page the e-mailed link opens: /naujas-slaptazodis#TOKEN. The token rides in the fragment, so it
// never reaches a server log; the page keeps it in memory and takes it out of the address bar.
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const enterApp = useEnterApp();
  const [token] = useState(() => location.hash.replace(/^#/, ""));
  const form = useNewPassword();

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, hash: "" }, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  // The server signs this browser in with the new password: straight on to the summary.
  const save = useMutation({
    mutationFn: (password: string) => accountApi.confirmPasswordReset(token, password),
    onSuccess: () => enterApp(),
  });
  const failure = save.isError ? failureOf(save.error) : null;
  const linkDead = token === "" || failure?.linkDead === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (form.isValid()) save.mutate(form.values.password);
  };

  return (
    <AuthCard
      title={t.setTitle}
      description={t.setDescription}
      footerQuestion={t.remembered}
      footerLink={{ to: paths.login, label: t.toLogin }}
    >
      {linkDead ? (
        <Stack gap="3.5">
          <FormAlert status="error">{failure?.message ?? t.linkIncomplete}</FormAlert>
          <Button asChild>
            <Link to={paths.forgotPassword}>{t.requestNew}</Link>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="3.5">
            {failure && <FormAlert status="error">{failure.message}</FormAlert>}
            <NewPasswordFields form={form} passwordLabel={t.newPassword} repeatLabel={t.repeatPassword} />
            <Button type="submit" mt="1" loading={save.isPending} loadingText={t.saving}>
              {t.save}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
