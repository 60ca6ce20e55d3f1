import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { authApi } from "../api/auth";
import { ApiError } from "../api/http";
import { AuthCard } from "../components/Auth/AuthCard";
import { FormAlert } from "../components/ui/form-alert";
import { paths } from "../paths";
import { queryKeys } from "../queryKeys";
import { texts } from "../texts";

const t = texts.login;
export const LOGIN_REDIRECT_DELAY_MS = 50;

export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (answer) => {
      if (!answer?.success) {
        setError(t.invalidCredentials);
        return;
      }
      queryClient.setQueryData(queryKeys.authenticated, true);
      setTimeout(() => navigate(paths.summary), LOGIN_REDIRECT_DELAY_MS);
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
          <Field.Root required>
            <Field.Label>{t.email}</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t.password}</Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" loading={login.isPending} mt="1">
            {t.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
