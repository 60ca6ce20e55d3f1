import { Grid, List, Stack, Table, Text } from "@chakra-ui/react";
import { CalculatorCard } from "../components/Calculators/CalculatorCard";
import { CountryRateTable } from "../components/Calculators/CountryRateTable";
import { PromoBox } from "../components/Calculators/PromoBox";
import { RatePanel } from "../components/Calculators/RatePanel";
import { PageHeader } from "../components/Layout/PageHeader";
import { formatPercent } from "../calc/money";
import { addVat, defaultVatRate, euStandardVatRates, extractVat, vatHistory, vatRates } from "../calc/vat";
import { formatDate } from "../format";
import { texts } from "../texts";

const t = texts.calculators.vat;
const rates = vatRates.map(({ rate }) => rate);

// `/pvm-skaiciuokle`: add VAT to a price or extract it, with the rates and the EU comparison.
export function VatPage() {
  return (
    <>
      <PageHeader title={texts.pages.vatCalculator} description={t.description} />
      <Stack gap="4">
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4" alignItems="start">
          <RatePanel
            title={t.addTitle}
            amountLabel={t.net}
            rates={rates}
            defaultRate={defaultVatRate}
            compute={addVat}
            rows={[
              { label: t.vat, pick: (split) => split.vat },
              { label: t.grossResult, pick: (split) => split.gross, strong: true },
            ]}
          />
          <RatePanel
            title={t.extractTitle}
            amountLabel={t.gross}
            rates={rates}
            defaultRate={defaultVatRate}
            compute={extractVat}
            rows={[
              { label: t.vat, pick: (split) => split.vat },
              { label: t.netResult, pick: (split) => split.net, strong: true },
            ]}
          />
        </Grid>
        <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="4" alignItems="start">
          <Stack gap="4">
            <CalculatorCard title={t.ratesTitle}>
              <Table.Root size="sm" aria-label={t.ratesTitle}>
                <Table.Body>
                  {vatRates.map(({ rate, description }) => (
                    <Table.Row key={rate}>
                      <Table.Cell ps="0" fontWeight="semibold" whiteSpace="nowrap" verticalAlign="top">
                        {formatPercent(rate)}
                      </Table.Cell>
                      <Table.Cell pe="0">{description}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              <Text color="fg.muted">{t.rounding}</Text>
            </CalculatorCard>
            <CalculatorCard title={t.historyTitle}>
              <List.Root ps="4" gap="1">
                {vatHistory.map(({ from, rate }) => (
                  <List.Item key={from}>
                    {t.historyFrom} {formatDate(from)} – {formatPercent(rate)}
                  </List.Item>
                ))}
              </List.Root>
            </CalculatorCard>
          </Stack>
          <CalculatorCard title={t.euTitle}>
            <CountryRateTable
              label={t.euTitle}
              rateTitle={texts.calculators.standardRate}
              rows={euStandardVatRates}
            />
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
