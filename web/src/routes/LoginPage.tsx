import { Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { authApi } from "../api/auth";
import { ApiError } from "../api/http";
import { AuthCard } from "../components/Auth/AuthCard";
import { useEnterApp } from "../components/Auth/useEnterApp";
import { FormAlert } from "../components/ui/form-alert";
import { RouterLink } from "../components/ui/router-link";
import { TextField } from "../components/ui/text-field";
import { paths } from "../paths";
import { texts } from "../texts";

const t = texts.login;
export const LOGIN_REDIRECT_DELAY_MS = 50;

export function LoginPage() {
  const enterApp = useEnterApp();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (answer) => {
      if (answer?.success) enterApp(LOGIN_REDIRECT_DELAY_MS);
      else setError(t.invalidCredentials);
    },
    onError: (failure) => {
      const rejected = failure instanceof ApiError && failure.status === 401;
      setError(rejected ? t.invalidCredentials : t.failed);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    login.mutate({ email: email.trim(), password });
  };

  return (
    <AuthCard
      title={t.title}
      description={t.description}
      footerQuestion={t.noAccount}
      footerLink={{ to: paths.register, label: t.toRegister }}
    >
      <form onSubmit={submit}>
        <Stack gap="3.5">
          {error && <FormAlert status="error">{error}</FormAlert>}
          <TextField
            label={t.email}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t.password}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <RouterLink
            to={paths.forgotPassword}
            alignSelf="flex-end"
            fontSize="sm"
            colorPalette="brand"
            color="colorPalette.fg"
            mt="-1.5"
          >
            {t.forgotPassword}
          </RouterLink>
          <Button type="submit" loading={login.isPending} mt="1">
            {t.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
