import { Checkbox, Field, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { profileApi, type Profile } from "../../api/profile";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";
import { SettingsSection } from "./SettingsSection";
import { useFadingNotice } from "./useFadingNotice";
import { useProfileChange } from "./useProfileChange";

const t = texts.masterdata;
export const OPERATION_DATE_FLAG = "operation_date=document_date";
export const RIVILE_FRACTION = "rivile_fraction";
export const FRACTIONS = [1, 10, 100, 1000] as const;
const FRACTION_NOTICE_MS = 1800;

type Extra = Record<string, unknown>;

// The fraction is absent when it is 1 (spec §3), and the flag absent when off.
export function withSetting(settings: Extra, key: string, value: number): Extra {
  const next = { ...settings };
  if (value === (key === RIVILE_FRACTION ? 1 : 0)) delete next[key];
  else next[key] = value;
  return next;
}

// Spec §2 settings 5: both save at once, optimistically, and go back with the spec's alert if refused.
export function ExtraSettingsSection({ profile }: { profile: Profile }) {
  const [notice, show] = useFadingNotice(FRACTION_NOTICE_MS);
  const change = useProfileChange(
    (settings: Extra) => profileApi.update({ extra_settings: settings }),
    (settings) => ({ extra_settings: settings }),
  );
  const settings = profile.extra_settings;
  const fraction = Number(settings[RIVILE_FRACTION] ?? 1);

  const save = (key: string, value: number, failure: string) => {
    show(null);
    change.mutate(withSetting(settings, key, value), {
      onSuccess: () => key === RIVILE_FRACTION && show({ status: "success", message: texts.settings.saved }),
      onError: () => show({ status: "error", message: failure }),
    });
  };

  return (
    <SettingsSection title={t.extraTitle}>
      <Stack gap="4">
        <Checkbox.Root
          checked={settings[OPERATION_DATE_FLAG] === 1}
          onCheckedChange={(details) =>
            save(OPERATION_DATE_FLAG, details.checked === true ? 1 : 0, texts.settings.extraSettingsFailed)
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.operationDate}</Checkbox.Label>
        </Checkbox.Root>
        {profile.default_accounting_program === "rivile" && (
          <Field.Root>
            <Field.Label>{t.fraction}</Field.Label>
            <NativeSelect.Root size="sm" maxW="40">
              <NativeSelect.Field
                name="rivile_fraction"
                value={String(fraction)}
                onChange={(event) =>
                  save(RIVILE_FRACTION, Number(event.target.value), texts.settings.fractionFailed)
                }
              >
                {FRACTIONS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Text color="fg.muted" fontSize="xs">
              {t.fractionHelp}
            </Text>
          </Field.Root>
        )}
        {notice && <FormAlert status={notice.status}>{notice.message}</FormAlert>}
      </Stack>
    </SettingsSection>
  );
}
