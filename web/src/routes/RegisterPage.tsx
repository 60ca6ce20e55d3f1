import { Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { tracker } from "../analytics/tracker";
import { authApi } from "../api/auth";
import { ApiError, serverMessage } from "../api/http";
import { canSubmitRegistration, registrationErrors, type RegistrationValues } from "../auth/registration";
import { AuthCard } from "../components/Auth/AuthCard";
import { PasswordChecklist } from "../components/Auth/PasswordChecklist";
import { useEnterApp } from "../components/Auth/useEnterApp";
import { FormAlert } from "../components/ui/form-alert";
import { TextField } from "../components/ui/text-field";
import { registerTerms } from "../content/site";
import { paths } from "../paths";
import { texts } from "../texts";

const t = texts.register;
const MESSAGE_FIELDS = ["message", "error", "detail"] as const;

type FieldName = keyof RegistrationValues;
const untouched: Record<FieldName, boolean> = { email: false, password: false, repeat: false };

function failureMessage(failure: unknown): string {
  const body = failure instanceof ApiError ? failure.body : null;
  return serverMessage(body, MESSAGE_FIELDS) ?? t.failed;
}

export function RegisterPage() {
  const enterApp = useEnterApp();
  const [values, setValues] = useState<RegistrationValues>({ email: "", password: "", repeat: "" });
  const [touched, setTouched] = useState(untouched);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = registrationErrors(values);

  // The server sets the session cookies on success: the user is signed in at once (spec §4).
  const register = useMutation({
    mutationFn: authApi.register,
    onSuccess: (answer) => {
      if (!answer?.success) {
        setServerError(serverMessage(answer, MESSAGE_FIELDS) ?? t.failed);
        return;
      }
      tracker.completeRegistration();
      enterApp();
    },
    onError: (failure) => setServerError(failureMessage(failure)),
  });

  const change = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const blur = (field: FieldName) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true, repeat: true });
    setServerError(null);
    if (!canSubmitRegistration(values)) return;
    register.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <AuthCard
      title={t.title}
      description={t.description}
      footerQuestion={t.haveAccount}
      footerLink={{ to: paths.login, label: t.toLogin }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="3.5">
          {serverError && <FormAlert status="error">{serverError}</FormAlert>}
          <TextField
            label={t.email}
            type="email"
            name="email"
            autoComplete="email"
            error={touched.email ? errors.email : null}
            value={values.email}
            onChange={change("email")}
            onBlur={blur("email")}
          />
          <TextField
            label={t.password}
            type="password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={change("password")}
            onBlur={blur("password")}
          />
          <PasswordChecklist password={values.password} showUnmetAsErrors={touched.password} />
          <TextField
            label={t.repeatPassword}
            type="password"
            name="repeat"
            autoComplete="new-password"
            error={touched.repeat ? errors.repeat : null}
            value={values.repeat}
            onChange={change("repeat")}
            onBlur={blur("repeat")}
          />
          <Text fontSize="sm" color="fg.muted">
            {registerTerms.before}{" "}
            <ChakraLink asChild color="brand.fg">
              <Link to={paths.terms}>{registerTerms.terms}</Link>
            </ChakraLink>{" "}
            {registerTerms.and}{" "}
            <ChakraLink asChild color="brand.fg">
              <Link to={paths.privacy}>{registerTerms.privacy}</Link>
            </ChakraLink>
            .
          </Text>
          <Button type="submit" mt="1" loading={register.isPending} loadingText={t.submitting}>
            {t.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
