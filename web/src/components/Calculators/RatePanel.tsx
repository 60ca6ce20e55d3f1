import { Text } from "@chakra-ui/react";
import { useState } from "react";
import { readAmount } from "../../calc/amountInput";
import { formatPercent, type Money } from "../../calc/money";
import { texts } from "../../texts";
import { AmountField } from "./AmountField";
import { CalculatorCard } from "./CalculatorCard";
import { ChoiceField } from "./ChoiceField";
import { ResultTable } from "./ResultTable";

type Props<Split> = {
  title: string;
  amountLabel: string;
  rates: number[];
  defaultRate: number;
  compute: (amount: Money, rate: number) => Split;
  rows: { label: string; pick: (split: Split) => Money; strong?: boolean }[];
  max?: number;
  hint?: string;
  note?: string;
};

// One panel of the VAT or GPM calculator: an amount and a rate in, the split out.
export function RatePanel<Split>({
  title,
  amountLabel,
  rates,
  defaultRate,
  compute,
  rows,
  max,
  hint,
  note,
}: Props<Split>) {
  const [text, setText] = useState("");
  const [rate, setRate] = useState(String(defaultRate));
  const amount = readAmount(text, { max });
  const split = amount === null ? null : compute(amount, Number(rate));
  return (
    <CalculatorCard title={title}>
      <AmountField label={amountLabel} value={text} onChange={setText} allowNegative hint={hint} />
      <ChoiceField
        label={texts.calculators.rate}
        value={rate}
        options={rates.map((value) => ({ value: String(value), label: formatPercent(value) }))}
        onChange={setRate}
      />
      <ResultTable
        label={title}
        rows={rows.map(({ label, pick, strong }) => ({
          label,
          strong,
          value: split === null ? null : pick(split),
        }))}
      />
      {note && (
        <Text color="fg.muted" fontSize="xs">
          {note}
        </Text>
      )}
    </CalculatorCard>
  );
}
