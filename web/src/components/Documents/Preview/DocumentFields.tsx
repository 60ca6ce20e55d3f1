import { Field, Heading, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import type { DocumentDetail } from "../../../api/documents";
import { texts } from "../../../texts";
import { KNOWN_DIRECTIONS } from "../documentRules";
import { InlineField } from "./InlineField";
import { saveFailure, type FieldKind } from "./inlineValue";
import { needsReview } from "./reviewMarks";

const t = texts.preview;
const f = t.fields;

export type Edits = { saveField: (field: string, value: unknown) => Promise<void> };
type Spec = { field: keyof DocumentDetail; label: string; kind?: FieldKind };

const DOCUMENT_FIELDS: Spec[] = [
  { field: "invoice_date", label: f.invoice_date, kind: "date" },
  { field: "due_date", label: f.due_date, kind: "date" },
  { field: "operation_date", label: f.operation_date, kind: "date" },
  { field: "document_series", label: f.document_series },
  { field: "document_number", label: f.document_number },
  { field: "order_number", label: f.order_number },
  { field: "currency", label: f.currency },
];

const AMOUNT_FIELDS: Spec[] = [
  { field: "amount_wo_vat", label: f.amount_wo_vat, kind: "number" },
  { field: "vat_percent", label: f.vat_percent, kind: "number" },
  { field: "vat_amount", label: f.vat_amount, kind: "number" },
  { field: "amount_with_vat", label: f.amount_with_vat, kind: "number" },
  { field: "invoice_discount_wo_vat", label: f.invoice_discount_wo_vat, kind: "number" },
  { field: "invoice_discount_with_vat", label: f.invoice_discount_with_vat, kind: "number" },
];

const PARTY_SUFFIXES = ["name", "id", "vat_code", "iban", "address", "country_iso"] as const;

const partyFields = (party: "seller" | "buyer"): Spec[] =>
  PARTY_SUFFIXES.map((suffix) => ({ field: `${party}_${suffix}` as keyof DocumentDetail, label: f[suffix] }));

const PRODUCT_FIELDS: Spec[] = [
  { field: "prekes_pavadinimas", label: f.prekes_pavadinimas },
  { field: "prekes_kodas", label: f.prekes_kodas },
  { field: "prekes_barkodas", label: f.prekes_barkodas },
];

// Every field the screen shows for the document (the direction and cash choices are not read from it).
export function shownFields(document: Pick<DocumentDetail, "scan_type">): string[] {
  const specs = [...DOCUMENT_FIELDS, ...AMOUNT_FIELDS, ...partyFields("seller"), ...partyFields("buyer")];
  if (document.scan_type === "sumiskai") specs.push(...PRODUCT_FIELDS);
  return specs.map((spec) => spec.field);
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="1.5">
      <Heading as="h3" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Fields({ specs, document, edits }: { specs: Spec[]; document: DocumentDetail; edits: Edits }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gapX="3" gapY="1">
      {specs.map(({ field, label, kind }) => (
        <InlineField
          key={field}
          label={label}
          kind={kind}
          value={document[field]}
          review={needsReview(document.field_meta, field)}
          onSave={(value) => edits.saveField(field, value)}
        />
      ))}
    </SimpleGrid>
  );
}

type Choice = { value: string; label: string };

const DIRECTIONS: Choice[] = [
  ...KNOWN_DIRECTIONS.map((value) => ({ value, label: texts.summary.directions[value] })),
  { value: "nezinoma", label: texts.summary.directions.nezinoma },
];

const CASH: Choice[] = [
  { value: "", label: "–" },
  { value: "true", label: texts.documents.yes },
  { value: "false", label: texts.documents.no },
];

// A closed list saves as soon as a value is chosen.
function ChoiceField({
  label,
  value,
  choices,
  onSave,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onSave: (value: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choose = async (next: string) => {
    setSaving(true);
    setError(null);
    try {
      await onSave(next);
    } catch (failure) {
      setError(saveFailure(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Field.Root invalid={error !== null} gap="0.5">
      <Field.Label fontSize="xs" color="fg.muted" fontWeight="normal">
        {label}
      </Field.Label>
      <NativeSelect.Root size="xs" disabled={saving}>
        <NativeSelect.Field value={value} onChange={(event) => choose(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>
    </Field.Root>
  );
}

function direction(document: DocumentDetail): string {
  return (KNOWN_DIRECTIONS as readonly string[]).includes(document.pirkimas_pardavimas)
    ? document.pirkimas_pardavimas
    : "nezinoma";
}

type Props = { document: DocumentDetail; edits: Edits; lines: ReactNode };

// Sums and line items sit together: they are checked against each other.
export function DocumentFields({ document, edits, lines }: Props) {
  const cash = document.paid_by_cash === null ? "" : String(document.paid_by_cash);
  return (
    <Stack gap="5">
      <Section title={t.sections.document}>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gapX="3" gapY="1">
          <ChoiceField
            label={f.pirkimas_pardavimas}
            value={direction(document)}
            choices={DIRECTIONS}
            onSave={(value) => edits.saveField("pirkimas_pardavimas", value)}
          />
          <ChoiceField
            label={f.paid_by_cash}
            value={cash}
            choices={CASH}
            onSave={(value) => edits.saveField("paid_by_cash", value === "" ? null : value === "true")}
          />
        </SimpleGrid>
        <Fields specs={DOCUMENT_FIELDS} document={document} edits={edits} />
      </Section>
      <Section title={t.sections.amounts}>
        <Fields specs={AMOUNT_FIELDS} document={document} edits={edits} />
      </Section>
      {lines}
      <Section title={t.sections.seller}>
        <Fields specs={partyFields("seller")} document={document} edits={edits} />
      </Section>
      <Section title={t.sections.buyer}>
        <Fields specs={partyFields("buyer")} document={document} edits={edits} />
      </Section>
      {document.scan_type === "sumiskai" && (
        <Section title={t.sections.product}>
          <Fields specs={PRODUCT_FIELDS} document={document} edits={edits} />
        </Section>
      )}
    </Stack>
  );
}
