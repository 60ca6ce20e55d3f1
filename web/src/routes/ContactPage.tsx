import {
  Box,
  Button,
  Field,
  Grid,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiError, serverMessage } from "../api/http";
import { siteConfigQuery } from "../api/queries";
import { siteApi } from "../api/site";
import { PageHeader } from "../components/Layout/PageHeader";
import { FormAlert } from "../components/ui/form-alert";
import { TextField } from "../components/ui/text-field";
import { contact as t } from "../content/site";
import { paths } from "../paths";
import { contactErrors, MESSAGE_MAX, NAME_MAX, type ContactValues } from "./contactForm";

const empty: ContactValues = { name: "", email: "", message: "" };

export function ContactPage() {
  const config = useQuery(siteConfigQuery);
  const [values, setValues] = useState(empty);
  const [checked, setChecked] = useState(false);
  const errors = contactErrors(values);
  const send = useMutation({
    mutationFn: siteApi.sendMessage,
    onSuccess: () => {
      setValues(empty);
      setChecked(false);
    },
  });
  const failure =
    send.error instanceof ApiError
      ? (serverMessage(send.error.body, ["detail"]) ?? t.failed)
      : send.error && t.failed;

  const change = (field: keyof ContactValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(errors).some((error) => error !== null)) return;
    send.mutate({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
  };
  const shown = (error: string | null) => (checked ? error : null);

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Grid templateColumns={{ base: "1fr", lg: "1fr 2fr" }} gap="8" alignItems="start">
        <Stack gap="1">
          <Text color="fg.muted">{t.emailLead}</Text>
          {config.data && (
            <ChakraLink
              href={`mailto:${config.data.contact_email}`}
              fontSize="lg"
              fontWeight="semibold"
              color="brand.fg"
            >
              {config.data.contact_email}
            </ChakraLink>
          )}
        </Stack>
        <Box maxW="2xl">
          <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
            <Stack gap="3.5">
              <Heading as="h2" id="contact-form-title" size="lg">
                {t.formTitle}
              </Heading>
              {send.isSuccess && <FormAlert status="success">{t.sent}</FormAlert>}
              {failure && <FormAlert status="error">{failure}</FormAlert>}
              <TextField
                label={t.name}
                name="name"
                autoComplete="name"
                maxLength={NAME_MAX}
                required
                value={values.name}
                onChange={change("name")}
                error={shown(errors.name)}
              />
              <TextField
                label={t.email}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={change("email")}
                error={shown(errors.email)}
              />
              <Field.Root invalid={shown(errors.message) !== null} required>
                <Field.Label>
                  {t.message}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  name="message"
                  rows={6}
                  maxLength={MESSAGE_MAX}
                  value={values.message}
                  onChange={change("message")}
                />
                <Field.HelperText>{t.messageHelp}</Field.HelperText>
                <Field.ErrorText>{shown(errors.message)}</Field.ErrorText>
              </Field.Root>
              <Text fontSize="sm" color="fg.muted">
                {t.privacyNote}{" "}
                <ChakraLink asChild color="brand.fg">
                  <Link to={paths.privacy}>{t.privacyLink}</Link>
                </ChakraLink>
                .
              </Text>
              <Button type="submit" alignSelf="start" loading={send.isPending} loadingText={t.sending}>
                {t.send}
              </Button>
            </Stack>
          </form>
        </Box>
      </Grid>
    </>
  );
}
