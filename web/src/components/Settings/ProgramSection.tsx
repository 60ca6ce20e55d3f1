import { Field, NativeSelect, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ApiError, serverMessage } from "../../api/http";
import {
  ACCOUNTING_PROGRAMS,
  profileApi,
  type AccountingProgram,
  type Profile,
  type ViewMode,
} from "../../api/profile";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";
import { Apskaita5Tools } from "./Apskaita5Tools";
import { SettingsSection } from "./SettingsSection";
import { useProfileChange } from "./useProfileChange";

const t = texts.settings;

type Notice = { status: "success" | "error"; message: string };

function saveFailure(failure: unknown): string {
  const body = failure instanceof ApiError ? failure.body : null;
  return serverMessage(body, ["detail"]) ?? texts.documents.saveFailed;
}

export function ProgramSection({ profile }: { profile: Profile }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const program = useProfileChange(
    (value: AccountingProgram) => profileApi.update({ default_accounting_program: value }),
    (value) => ({ default_accounting_program: value }),
  );
  const viewMode = useProfileChange(profileApi.setViewMode, (value: ViewMode) => ({ view_mode: value }));

  const chooseProgram = (value: AccountingProgram) => {
    setNotice(null);
    program.mutate(value, {
      onSuccess: () => setNotice({ status: "success", message: t.saved }),
      onError: (failure) => setNotice({ status: "error", message: saveFailure(failure) }),
    });
  };

  const switchViewMode = (multi: boolean) => {
    setNotice(null);
    viewMode.mutate(multi ? "multi" : "single", {
      onError: () => setNotice({ status: "error", message: t.viewModeFailed }),
    });
  };

  return (
    <SettingsSection title={t.programTitle}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t.program}</Field.Label>
          <NativeSelect.Root disabled={program.isPending}>
            <NativeSelect.Field
              name="default_accounting_program"
              value={profile.default_accounting_program ?? ""}
              onChange={(event) => chooseProgram(event.target.value as AccountingProgram)}
            >
              {!profile.default_accounting_program && (
                <option value="" disabled>
                  {t.programPlaceholder}
                </option>
              )}
              {ACCOUNTING_PROGRAMS.map((value) => (
                <option key={value} value={value}>
                  {texts.programs[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {profile.default_accounting_program === "apskaita5" && <Apskaita5Tools />}
        <Switch.Root
          checked={profile.view_mode === "multi"}
          onCheckedChange={(details) => switchViewMode(details.checked)}
          disabled={viewMode.isPending}
          alignItems="flex-start"
        >
          <Switch.HiddenInput />
          <Switch.Control mt="0.5">
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label lineHeight="1.4">
            <Text fontWeight="medium">{t.multiCompany}</Text>
            <Text color="fg.muted" fontWeight="normal" fontSize="xs" mt="0.5">
              {t.multiCompanyHelp}
            </Text>
          </Switch.Label>
        </Switch.Root>
        {notice && <FormAlert status={notice.status}>{notice.message}</FormAlert>}
      </Stack>
    </SettingsSection>
  );
}
