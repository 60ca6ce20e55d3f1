import { Stack } from "@chakra-ui/react";
import { SalaryCalculator } from "../components/Calculators/SalaryCalculator";
import { PromoBox } from "../components/Calculators/PromoBox";
import { PageHeader } from "../components/Layout/PageHeader";
import type { SalaryLaw } from "../calc/salary";
import { texts } from "../texts";

type Props = { title: string; law: SalaryLaw; extraRules?: string[] };

// `/` (2025) and `/2026`: the salary calculator of one law year (spec 001 §2, §5).
export function SalaryPage({ title, law, extraRules }: Props) {
  return (
    <>
      <PageHeader
        title={title}
        description={texts.calculators.salary.description.replace("{year}", String(law.year))}
      />
      <Stack gap="4">
        <SalaryCalculator law={law} extraRules={extraRules} />
        <PromoBox />
      </Stack>
    </>
  );
}
