import { Grid, List, Stack, Text } from "@chakra-ui/react";
import { CalculatorCard } from "../components/Calculators/CalculatorCard";
import { CountryRateTable } from "../components/Calculators/CountryRateTable";
import { PromoBox } from "../components/Calculators/PromoBox";
import { RatePanel } from "../components/Calculators/RatePanel";
import { PageHeader } from "../components/Layout/PageHeader";
import { addGpm, defaultGpmRate, euTopIncomeTaxRates, extractGpm, gpmMaxAmount, gpmRates } from "../calc/gpm";
import { texts } from "../texts";

const c = texts.calculators;
const t = c.gpm;

// `/gpm-skaiciuokle`: take GPM out of an amount or gross an amount up, with the Lithuanian rates and
// the EU comparison (spec 001 §2, §5, §9).
export function GpmPage() {
  return (
    <>
      <PageHeader title={texts.pages.gpmCalculator} description={t.description} />
      <Stack gap="4">
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4" alignItems="start">
          <RatePanel
            title={t.extractTitle}
            amountLabel={t.beforeTax}
            rates={gpmRates}
            defaultRate={defaultGpmRate}
            compute={extractGpm}
            max={gpmMaxAmount}
            hint={c.gpmHint}
            rows={[
              { label: t.gpm, pick: (split) => split.gpm },
              { label: t.afterTaxResult, pick: (split) => split.afterTax, strong: true },
            ]}
          />
          <RatePanel
            title={t.addTitle}
            amountLabel={t.afterTax}
            rates={gpmRates}
            defaultRate={defaultGpmRate}
            compute={addGpm}
            max={gpmMaxAmount}
            hint={c.gpmHint}
            note={t.addNote}
            rows={[
              { label: t.gpm, pick: (split) => split.gpm },
              { label: t.beforeTaxResult, pick: (split) => split.beforeTax, strong: true },
            ]}
          />
        </Grid>
        <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="4" alignItems="start">
          <CalculatorCard title={t.ratesTitle}>
            <List.Root ps="4" gap="2">
              {t.rates.map((rate) => (
                <List.Item key={rate}>{rate}</List.Item>
              ))}
            </List.Root>
          </CalculatorCard>
          <CalculatorCard title={t.euTitle}>
            <CountryRateTable label={t.euTitle} rateTitle={c.topRate} rows={euTopIncomeTaxRates} />
            <Text color="fg.muted" fontSize="xs">
              {t.euSource}
            </Text>
          </CalculatorCard>
        </Grid>
        <PromoBox />
      </Stack>
    </>
  );
}
