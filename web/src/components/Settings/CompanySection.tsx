import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ApiError, serverMessage } from "../../api/http";
import { profileApi, type CompanyDetails, type Profile } from "../../api/profile";
import { countriesQuery } from "../../api/queries";
import { queryKeys } from "../../queryKeys";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";
import { TextField } from "../ui/text-field";
import {
  REQUIRED_COMPANY_FIELDS,
  companyFormFrom,
  isMissing,
  missingRequired,
  trimmed,
  type CompanyField,
} from "./companyForm";
import { SettingsSection } from "./SettingsSection";

const t = texts.settings;

type Notice = { status: "success" | "error"; message: string };

const TEXT_FIELDS: { field: CompanyField; label: string; autoComplete?: string }[] = [
  { field: "company_name", label: t.companyName, autoComplete: "organization" },
  { field: "company_code", label: t.companyCode },
  { field: "vat_code", label: t.vatCode },
  { field: "company_iban", label: t.iban },
  { field: "company_address", label: t.address, autoComplete: "street-address" },
];

export function CompanySection({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQuery);
  const [values, setValues] = useState<CompanyDetails>(() => companyFormFrom(profile));
  const [touched, setTouched] = useState<ReadonlySet<CompanyField>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  const save = useMutation({
    mutationFn: (details: CompanyDetails) => profileApi.update(details),
    // The server answers with the profile as stored (codes compacted, IBAN validated): show that.
    onSuccess: (stored) => {
      queryClient.setQueryData(queryKeys.profile, stored);
      setValues(companyFormFrom(stored));
      setNotice({ status: "success", message: t.saved });
    },
    onError: (failure) => {
      const body = failure instanceof ApiError ? failure.body : null;
      setNotice({ status: "error", message: serverMessage(body, ["detail"]) ?? texts.documents.saveFailed });
    },
  });

  const update = (field: CompanyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setNotice(null);
  };
  const touch = (field: CompanyField) => setTouched((current) => new Set(current).add(field));
  const fieldError = (field: CompanyField) =>
    touched.has(field) && isMissing(values, field) ? t.requiredField : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(REQUIRED_COMPANY_FIELDS));
    if (missingRequired(values).length > 0) {
      setNotice({ status: "error", message: t.companyRequired });
      return;
    }
    save.mutate(trimmed(values));
  };

  const countryOptions = countries.data ?? [
    { code: values.company_country_iso, name: values.company_country_iso },
  ];

  return (
    <SettingsSection title={t.companyTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="4" gapY="3">
            {TEXT_FIELDS.map(({ field, label, autoComplete }) => (
              <TextField
                key={field}
                label={label}
                required={REQUIRED_COMPANY_FIELDS.includes(field)}
                error={fieldError(field)}
                name={field}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => update(field, event.target.value)}
                onBlur={() => touch(field)}
              />
            ))}
            <Field.Root required invalid={!!fieldError("company_country_iso")}>
              <Field.Label>
                {t.country}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="company_country_iso"
                  value={values.company_country_iso}
                  onChange={(event) => update("company_country_iso", event.target.value)}
                  onBlur={() => touch("company_country_iso")}
                >
                  {countryOptions.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{fieldError("company_country_iso")}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          {notice && <FormAlert status={notice.status}>{notice.message}</FormAlert>}
          <HStack justify="flex-end">
            <Button type="submit" loading={save.isPending} minW="28">
              {t.save}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SettingsSection>
  );
}
