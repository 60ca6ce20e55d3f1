import { Stack } from "@chakra-ui/react";
import { SalaryCalculator } from "../components/Calculators/SalaryCalculator";
import { PromoBox } from "../components/Calculators/PromoBox";
import { PageHeader } from "../components/Layout/PageHeader";
import type { SalaryLaw } from "../calc/salary";
import type { TrackClickIn } from "../client";
import { texts } from "../texts";

type Props = { title: string; law: SalaryLaw; extraRules?: string[] };

// The names the learn-more clicks are counted under (spec 001 §7): the 2025 calculator's ad name, a
// token of our own for 2026.
const PROMO_CLICKS: Record<number, TrackClickIn> = {
  2025: { ad_name: "AS_suzinoti_daugiau" },
  2026: { token: "skaiciuokle_2026" },
};

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
        <PromoBox click={PROMO_CLICKS[law.year]} />
      </Stack>
    </>
  );
}
