import { Field, Input } from "@chakra-ui/react";
import { acceptsTyping } from "../../calc/amountInput";

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allowNegative?: boolean;
  hint?: string;
};

// A text field with the decimal keyboard rather than type="number": a comma is accepted as the
// decimal separator and the mouse wheel cannot change the amount (spec 001 §5). Typing that would
// make the text other than a number is refused.
export function AmountField({ label, value, onChange, allowNegative = false, hint }: Props) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        value={value}
        onChange={(event) => {
          if (acceptsTyping(event.target.value, allowNegative)) onChange(event.target.value);
        }}
        fontVariantNumeric="tabular-nums"
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
