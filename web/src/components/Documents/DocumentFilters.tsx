import { Field, HStack, Input, NativeSelect } from "@chakra-ui/react";
import type { DocumentFilters as Filters, StatusFilter } from "../../api/documents";
import { texts } from "../../texts";
import { STATUS_FILTERS } from "./filters";

const t = texts.summary;

type Props = { filters: Filters; onChange: (filters: Filters) => void };

type DayProps = {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
};

function DayField({ label, value, min, max, onChange }: DayProps) {
  return (
    <Field.Root w="auto">
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input
        type="date"
        size="xs"
        w="36"
        bg="bg"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}

export function DocumentFilters({ filters, onChange }: Props) {
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <HStack gap="2" align="end" flexWrap="wrap">
      <DayField
        label={t.dateFrom}
        value={filters.dateFrom}
        max={filters.dateTo}
        onChange={(dateFrom) => set({ dateFrom })}
      />
      <DayField
        label={t.dateTo}
        value={filters.dateTo}
        min={filters.dateFrom}
        onChange={(dateTo) => set({ dateTo })}
      />
      <Field.Root w="auto">
        <Field.Label fontSize="xs">{t.status}</Field.Label>
        <NativeSelect.Root size="xs" w="48" bg="bg">
          <NativeSelect.Field
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as StatusFilter })}
          >
            {STATUS_FILTERS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
