import { Button, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { LuEraser, LuSearch } from "react-icons/lu";
import type { DocumentDetail } from "../../../api/documents";
import { texts } from "../../../texts";
import { KNOWN_DIRECTIONS } from "../documentRules";
import type { Kinds } from "./confirmReview";
import { currencyChoices } from "./currencies";
import { InlineField } from "./InlineField";
import { saveFailure, type FieldKind } from "./inlineValue";
import { clientSearch, partyValues, productSearch, productValues, type Party } from "./pickers";
import { needsReview, REVIEW_ATTRIBUTE } from "./reviewMarks";
import { SearchPicker } from "./SearchPicker";
import { sourceBox } from "./sourceBox";
import type { useDocumentEdits } from "./useDocumentEdits";

const t = texts.preview;
const f = t.fields;
const p = t.picker;

export type Edits = ReturnType<typeof useDocumentEdits>;
type Spec = { field: keyof DocumentDetail; label: string; kind?: FieldKind };

const DOCUMENT_FIELDS: Spec[] = [
  { field: "invoice_date", label: f.invoice_date, kind: "date" },
  { field: "due_date", label: f.due_date, kind: "date" },
  { field: "operation_date", label: f.operation_date, kind: "date" },
  { field: "document_series", label: f.document_series },
  { field: "document_number", label: f.document_number },
  { field: "order_number", label: f.order_number },
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

// Every field the screen shows for the document with its kind (the direction and cash choices are
// not read from it; the currency is).
export function shownKinds(document: Pick<DocumentDetail, "scan_type">): Kinds {
  const specs = [...DOCUMENT_FIELDS, ...AMOUNT_FIELDS, ...partyFields("seller"), ...partyFields("buyer")];
  if (document.scan_type === "sumiskai") specs.push(...PRODUCT_FIELDS);
  return Object.fromEntries([
    ...specs.map((spec) => [spec.field, spec.kind ?? "text"]),
    ["currency", "text"],
  ]);
}

export function shownFields(document: Pick<DocumentDetail, "scan_type">): string[] {
  return Object.keys(shownKinds(document));
}

export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-label={title} gap="1.5">
      <HStack gap="2" minH="6">
        <Heading as="h3" size="xs" flex="1" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          {title}
        </Heading>
        {actions}
      </HStack>
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
          source={sourceBox(document.field_meta, field)}
          onSave={(value) => edits.saveField(field, value)}
        />
      ))}
    </SimpleGrid>
  );
}

// Spec §4 "Counterparty picker": display (the block), edit (its fields, in place) and search (this
// panel); a chosen company fills name, code, VAT code, address and country at once.
function PartySection({ party, document, edits }: { party: Party; document: DocumentDetail; edits: Edits }) {
  const [searching, setSearching] = useState(false);
  const label = party === "seller" ? p.searchSeller : p.searchBuyer;
  return (
    <Section
      title={party === "seller" ? t.sections.seller : t.sections.buyer}
      actions={<SearchButton label={label} open={searching} onClick={() => setSearching(true)} />}
    >
      {searching && (
        <SearchPicker
          label={label}
          {...clientSearch}
          onChoose={(client) => edits.saveExtra(partyValues(party, client))}
          onClose={() => setSearching(false)}
        />
      )}
      <Fields specs={partyFields(party)} document={document} edits={edits} />
    </Section>
  );
}

export function SearchButton({
  label,
  open,
  onClick,
}: {
  label: string;
  open: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="2xs" variant="ghost" aria-label={label} aria-expanded={open} onClick={onClick}>
      <LuSearch /> {p.search}
    </Button>
  );
}

export function ClearButton({ label, onClick }: { label: string; onClick: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const clear = () => {
    setBusy(true);
    onClick().finally(() => setBusy(false));
  };
  return (
    <Button size="2xs" variant="ghost" aria-label={label} title={label} loading={busy} onClick={clear}>
      <LuEraser />
    </Button>
  );
}

function ProductSection({ document, edits }: { document: DocumentDetail; edits: Edits }) {
  const [searching, setSearching] = useState(false);
  return (
    <Section
      title={t.sections.product}
      actions={
        <>
          <SearchButton label={p.searchProduct} open={searching} onClick={() => setSearching(true)} />
          <ClearButton label={p.clearProduct} onClick={edits.clearProduct} />
        </>
      }
    >
      {searching && (
        <SearchPicker
          label={p.searchProduct}
          {...productSearch}
          onChoose={(product) => edits.saveExtra(productValues(product))}
          onClose={() => setSearching(false)}
        />
      )}
      <Fields specs={PRODUCT_FIELDS} document={document} edits={edits} />
    </Section>
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
  review = false,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onSave: (value: string) => Promise<void>;
  review?: boolean;
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
        <NativeSelect.Field
          value={value}
          onChange={(event) => choose(event.target.value)}
          title={review ? texts.preview.review.mark : undefined}
          {...(review && {
            [REVIEW_ATTRIBUTE]: "",
            bg: "orange.subtle",
            borderStartWidth: "3px",
            borderStartColor: "orange.solid",
          })}
        >
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
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gapX="3" gapY="1">
          <ChoiceField
            label={f.currency}
            value={document.currency}
            choices={currencyChoices(document.currency)}
            review={needsReview(document.field_meta, "currency")}
            onSave={(value) => edits.saveField("currency", value)}
          />
        </SimpleGrid>
      </Section>
      <Section title={t.sections.amounts}>
        <Fields specs={AMOUNT_FIELDS} document={document} edits={edits} />
      </Section>
      {lines}
      <PartySection party="seller" document={document} edits={edits} />
      <PartySection party="buyer" document={document} edits={edits} />
      {document.scan_type === "sumiskai" && <ProductSection document={document} edits={edits} />}
    </Stack>
  );
}
