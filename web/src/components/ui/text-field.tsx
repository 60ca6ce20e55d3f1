import { Field, Input, type InputProps } from "@chakra-ui/react";

type Props = Omit<InputProps, "required"> & { label: string; error?: string | null; required?: boolean };

// A labelled input with its error text; a required field gets the asterisk and the native check.
export function TextField({ label, error = null, required = false, ...input }: Props) {
  return (
    <Field.Root invalid={error !== null} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
