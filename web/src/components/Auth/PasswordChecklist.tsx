import { Box, HStack, List, Text } from "@chakra-ui/react";
import { LuCheck, LuX } from "react-icons/lu";
import { passwordChecks } from "../../auth/registration";
import { texts } from "../../texts";

type Props = { password: string; showUnmetAsErrors: boolean };

// Live checklist of spec §5; unmet rules turn red once the user has left the field or submitted.
export function PasswordChecklist({ password, showUnmetAsErrors }: Props) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {texts.register.rulesTitle}
      </Text>
      <List.Root variant="plain" gap="0.5" aria-live="polite">
        {passwordChecks(password).map((check) => (
          <List.Item
            key={check.id}
            data-testid={`password-rule-${check.id}`}
            data-met={check.met}
            fontSize="xs"
            color={check.met ? "green.fg" : showUnmetAsErrors ? "red.fg" : "fg.muted"}
          >
            <HStack gap="1.5">
              {check.met ? <LuCheck aria-hidden /> : <LuX aria-hidden />}
              {check.label}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
