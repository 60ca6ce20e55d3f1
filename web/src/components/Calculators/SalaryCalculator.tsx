import { Box, Grid, List, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { readAmount } from "../../calc/amountInput";
import { formatMoney, type Money } from "../../calc/money";
import {
  type Capacity,
  grossFromNet,
  type Payslip,
  payslip,
  type SalaryLaw,
  yearOfPayslips,
} from "../../calc/salary";
import { texts } from "../../texts";
import { AmountField } from "./AmountField";
import { CalculatorCard } from "./CalculatorCard";
import { ChoiceField } from "./ChoiceField";
import { ResultTable } from "./ResultTable";
import { salaryRules } from "./salaryRules";

const t = texts.calculators.salary;

type Direction = "gross" | "net";

function monthRows(slip: Payslip | null, pension: boolean) {
  const pick = (value: (s: Payslip) => Money) => (slip === null ? null : value(slip));
  return [
    { label: t.gross, value: pick((s) => s.gross) },
    { label: t.npd, value: pick((s) => s.npd) },
    { label: t.gpm, value: pick((s) => s.gpm) },
    { label: t.vsd, value: pick((s) => s.vsd) },
    { label: t.psd, value: pick((s) => s.psd) },
    ...(pension ? [{ label: t.pensionAmount, value: pick((s) => s.pension) }] : []),
    { label: t.net, value: pick((s) => s.net), strong: true },
    { label: t.employer, value: pick((s) => s.employer) },
    { label: t.totalCost, value: pick((s) => s.totalCost), strong: true },
  ];
}

function YearTable({ months, total, pension }: ReturnType<typeof yearOfPayslips> & { pension: boolean }) {
  const columns: [string, (s: Payslip) => Money][] = [
    [t.yearGross, (s) => s.gross],
    ["GPM", (s) => s.gpm],
    ["VSD", (s) => s.vsd],
    ["PSD", (s) => s.psd],
    ...(pension ? [[t.yearPension, (s: Payslip) => s.pension] as [string, (s: Payslip) => Money]] : []),
    [t.yearNet, (s) => s.net],
  ];
  const row = (label: string, slip: Payslip, strong = false) => (
    <Table.Row key={label} fontWeight={strong ? "semibold" : undefined}>
      <Table.Cell>{label}</Table.Cell>
      {columns.map(([title, value]) => (
        <Table.Cell key={title} textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatMoney(value(slip))}
        </Table.Cell>
      ))}
    </Table.Row>
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2">
      <Table.Root size="sm" aria-label={t.yearTitle}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.month}</Table.ColumnHeader>
            {columns.map(([title]) => (
              <Table.ColumnHeader key={title} textAlign="end">
                {title}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {months.map((slip, index) => row(String(index + 1), slip))}
          {row(t.total, total, true)}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

// Gross ↔ net for one law year: the month, the year of equal months, and the rules used.
export function SalaryCalculator({ law, extraRules = [] }: { law: SalaryLaw; extraRules?: string[] }) {
  const [text, setText] = useState("");
  const [direction, setDirection] = useState<Direction>("gross");
  const [capacity, setCapacity] = useState<Capacity>("full");
  const [pension, setPension] = useState(false);
  const options = { capacity, pension };
  const amount = readAmount(text);
  const gross = amount === null ? null : direction === "gross" ? amount : grossFromNet(law, amount, options);
  const slip = gross === null ? null : payslip(law, gross, options);
  const year = gross === null ? null : yearOfPayslips(law, gross, options);

  return (
    <Grid
      templateColumns={{ base: "1fr", lg: "minmax(0, 5fr) minmax(0, 4fr)" }}
      templateAreas={{ base: `"month" "year" "rules"`, lg: `"month rules" "year year"` }}
      gap="4"
      alignItems="start"
    >
      <Box gridArea="month" minW="0">
        <CalculatorCard title={t.inputTitle}>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
            <ChoiceField
              label={t.direction}
              value={direction}
              options={[
                { value: "gross", label: t.fromGross },
                { value: "net", label: t.fromNet },
              ]}
              onChange={setDirection}
            />
            <AmountField
              label={direction === "gross" ? t.amountGross : t.amountNet}
              value={text}
              onChange={setText}
            />
            <ChoiceField
              label={t.capacity}
              value={capacity}
              options={[
                { value: "full", label: t.capacityFull },
                { value: "0-25", label: t.capacityLow },
                { value: "30-55", label: t.capacityMid },
              ]}
              onChange={setCapacity}
            />
            <ChoiceField
              label={t.pension}
              value={pension ? "3" : "0"}
              options={[
                { value: "0", label: t.pensionNone },
                { value: "3", label: t.pensionYes },
              ]}
              onChange={(value) => setPension(value === "3")}
            />
          </Grid>
          <Box>
            <Text fontWeight="semibold" mb="1">
              {t.resultsTitle}
            </Text>
            <ResultTable label={t.resultsTitle} rows={monthRows(slip, pension)} />
          </Box>
        </CalculatorCard>
      </Box>
      <Box gridArea="rules" minW="0">
        <CalculatorCard title={t.howTitle}>
          <List.Root gap="2" ps="4" color="fg.muted">
            {[...salaryRules(law), ...extraRules, t.singleMonth, t.fromNetNote, t.disclaimer].map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List.Root>
        </CalculatorCard>
      </Box>
      <Box gridArea="year" minW="0">
        <CalculatorCard title={t.yearTitle}>
          <Text color="fg.muted">{t.yearNote}</Text>
          {year && <YearTable {...year} pension={pension} />}
        </CalculatorCard>
      </Box>
    </Grid>
  );
}
