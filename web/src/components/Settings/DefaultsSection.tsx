import {
  Box,
  Button,
  Field,
  HStack,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, serverMessage } from "../../api/http";
import { profileApi, type Profile } from "../../api/profile";
import { queryKeys } from "../../queryKeys";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";
import { TextField } from "../ui/text-field";
import {
  checkDefaults,
  defaultsPayload,
  EMPTY_DEFAULTS,
  TIPAS_LABELS,
  type CodeAs,
  type DefaultsCheck,
  type DefaultsForm,
  type DefaultsMode,
  type ItemType,
} from "./defaultsForm";
import { SettingsSection } from "./SettingsSection";
import { useFadingNotice } from "./useFadingNotice";

const t = texts.masterdata;
const s = texts.settings;
const LIST_FIELD = { purchase: "purchase_defaults", sales: "sales_defaults" } as const;

function failure(error: unknown, fallback: string): string {
  return serverMessage(error instanceof ApiError ? error.body : null, ["detail"]) ?? fallback;
}

// Spec §2 settings 4: default product values per counterparty, for sum-level scans.
export function DefaultsSection({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<DefaultsMode>("purchase");
  const [form, setForm] = useState<DefaultsForm>(EMPTY_DEFAULTS);
  const [check, setCheck] = useState<DefaultsCheck>({ fieldErrors: {}, message: null });
  const [notice, show] = useFadingNotice();
  const rivile = profile.default_accounting_program === "rivile";

  // Kodas exists only in Rivilė GAMA: with another program the type falls back to Prekė (spec §4).
  useEffect(() => {
    if (!rivile && form.tipas === "Kodas")
      setForm((current) => ({ ...current, tipas: "Prekė", kodas_kaip: "" }));
  }, [rivile, form.tipas]);

  const stored = (updated: Profile) => queryClient.setQueryData(queryKeys.profile, updated);
  const save = useMutation({
    mutationFn: () => profileApi.update({ [LIST_FIELD[mode]]: [defaultsPayload(form)] }),
    onSuccess: (updated) => {
      stored(updated);
      setForm(EMPTY_DEFAULTS);
      show({ status: "success", message: s.saved });
    },
    onError: (error) => show({ status: "error", message: failure(error, s.defaultsSaveFailed) }),
  });
  const remove = useMutation({
    mutationFn: (index: number) => profileApi.update({ [LIST_FIELD[mode]]: { __delete_index__: index } }),
    onSuccess: stored,
    onError: (error) => show({ status: "error", message: failure(error, s.defaultsDeleteFailed) }),
  });

  const set = (field: keyof DefaultsForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = checkDefaults(form);
    setCheck(result);
    show(result.message ? { status: "error", message: result.message } : null);
    if (!result.message) save.mutate();
  };
  const text = (field: keyof DefaultsForm, label: string, required = false) => (
    <TextField
      label={label}
      name={field}
      size="sm"
      required={required}
      value={form[field]}
      error={check.fieldErrors[field] ?? null}
      onChange={(event) => set(field)(event.target.value)}
    />
  );
  const saved = profile[LIST_FIELD[mode]];

  return (
    <SettingsSection title={t.defaultsTitle} description={t.defaultsDescription}>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <RadioGroup.Root
            size="sm"
            value={mode}
            onValueChange={(details) => setMode(details.value as DefaultsMode)}
            aria-label={t.defaultsTitle}
          >
            <HStack gap="4">
              {(["purchase", "sales"] as const).map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{value === "purchase" ? t.purchase : t.sales}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {text("imones_pavadinimas", t.companyName)}
            {text("imones_kodas", t.companyCode, true)}
            {text("imones_pvm_kodas", t.companyVat)}
            {text("pavadinimas", t.itemName, true)}
            {text("kodas", t.itemCode, true)}
            {text("barkodas", t.barcode)}
            <Field.Root required>
              <Field.Label>
                {t.type}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name="tipas"
                  value={form.tipas}
                  onChange={(event) =>
                    setForm({ ...form, tipas: event.target.value as ItemType, kodas_kaip: "" })
                  }
                >
                  <option value="Prekė">{s.typeProduct}</option>
                  <option value="Paslauga">{s.typeService}</option>
                  {rivile && <option value="Kodas">{s.typeCode}</option>}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {form.tipas === "Kodas" && (
              <Field.Root required invalid={Boolean(check.fieldErrors.kodas_kaip)}>
                <Field.Label>
                  {t.codeAs}
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    name="kodas_kaip"
                    value={form.kodas_kaip}
                    onChange={(event) => set("kodas_kaip")(event.target.value as CodeAs)}
                  >
                    <option value="">—</option>
                    <option value="Prekei">{s.codeAsProduct}</option>
                    <option value="Paslaugai">{s.codeAsService}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{check.fieldErrors.kodas_kaip}</Field.ErrorText>
              </Field.Root>
            )}
          </SimpleGrid>
          <HStack>
            <Button type="submit" size="sm" loading={save.isPending}>
              {s.save}
            </Button>
          </HStack>
          {notice && <FormAlert status={notice.status}>{notice.message}</FormAlert>}
          <Box>
            <Text fontWeight="medium" fontSize="sm" mb="1">
              {t.savedProfiles}
            </Text>
            {saved.length === 0 && (
              <Text color="fg.muted" fontSize="sm">
                {t.noProfiles}
              </Text>
            )}
            <Stack as="ul" gap="1" data-testid="saved-defaults">
              {saved.map((entry, index) => (
                <HStack
                  as="li"
                  key={`${String(entry.imones_kodas)}-${index}`}
                  justify="space-between"
                  fontSize="sm"
                  borderBottomWidth="1px"
                  py="1"
                  gap="2"
                >
                  <Text minW="0" truncate>
                    {String(entry.imones_pavadinimas ?? entry.imones_kodas)} ({String(entry.imones_kodas)}) →{" "}
                    {String(entry.pavadinimas)} / {String(entry.kodas)} · {TIPAS_LABELS[Number(entry.tipas)]}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => remove.mutate(index)}
                    loading={remove.isPending && remove.variables === index}
                  >
                    {t.delete}
                  </Button>
                </HStack>
              ))}
            </Stack>
          </Box>
        </Stack>
      </form>
    </SettingsSection>
  );
}
