import { Badge, Box, HStack } from "@chakra-ui/react";
import { LuCircleCheck, LuTriangleAlert } from "react-icons/lu";
import type { DocumentSummary } from "../../api/documents";
import { texts } from "../../texts";
import { hasSumWarning, isExported, isProcessing, statusLabel } from "./documentRules";

function palette(row: DocumentSummary): string {
  if (isProcessing(row)) return "blue";
  if (row.status === "rejected") return "red";
  return isExported(row) ? "green" : "gray";
}

// The spec's status label, a success icon once exported, and the sums warning.
export function StatusBadge({ row }: { row: DocumentSummary }) {
  return (
    <HStack gap="1.5">
      <Badge colorPalette={palette(row)} variant="subtle" gap="1">
        {isExported(row) && <LuCircleCheck aria-hidden />}
        {statusLabel(row)}
      </Badge>
      {hasSumWarning(row) && (
        <Box
          as="span"
          role="img"
          aria-label={texts.documents.checkSums}
          title={texts.documents.checkSums}
          color="orange.fg"
          display="inline-flex"
        >
          <LuTriangleAlert aria-hidden />
        </Box>
      )}
    </HStack>
  );
}
