import { Badge, Box, chakra, Flex, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuPanelLeftClose, LuPanelLeftOpen } from "react-icons/lu";
import { texts } from "../../texts";
import { matchesSearch, type Counterparty } from "./counterparties";

const t = texts.summary;

export const PANEL_WIDTH = "300px";
export const PANEL_COLLAPSED_WIDTH = "44px";
export const COLLAPSED_STORAGE_KEY = "dokskenas.counterpartyPanelCollapsed";

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

type Props = { entries: Counterparty[]; chosen: string | null; onChoose: (key: string | null) => void };

// Spec §2 (multi mode): the companies of the documents, 300 px wide or 44 px collapsed, the collapsed
// state remembered in this browser. Choosing one again lets it go. On a phone it sits above the table,
// full width, so the table keeps the screen's width.
export function CounterpartyPanel({ entries, chosen, onChoose }: Props) {
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const [search, setSearch] = useState("");

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_STORAGE_KEY, next ? "1" : "0");
    } catch {
      // A browser without storage still collapses, it just forgets.
    }
  };

  return (
    <Box
      as="aside"
      aria-label={t.counterparties}
      w={{ base: "full", md: collapsed ? PANEL_COLLAPSED_WIDTH : PANEL_WIDTH }}
      flexShrink="0"
      bg="bg"
      borderWidth="1px"
      rounded="l2"
      alignSelf="stretch"
      transition="width 0.15s"
      overflow="hidden"
    >
      <Flex align="center" gap="2" p="1.5" borderBottomWidth={collapsed ? undefined : "1px"}>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={collapsed ? t.expandCounterparties : t.collapseCounterparties}
          aria-expanded={!collapsed}
          onClick={toggleCollapsed}
        >
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </IconButton>
        {!collapsed && (
          <Text fontWeight="semibold" truncate>
            {t.counterparties}
          </Text>
        )}
      </Flex>
      {!collapsed && (
        <Stack gap="2" p="2">
          <Input
            size="xs"
            placeholder={t.counterpartySearch}
            aria-label={t.counterpartySearch}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {entries.length === 0 && (
            <Text color="fg.muted" fontSize="xs">
              {t.noCounterparties}
            </Text>
          )}
          <Stack gap="0.5" maxH={{ base: "40vh", md: "70vh" }} overflowY="auto">
            {entries
              .filter((entry) => matchesSearch(entry, search))
              .map((entry) => (
                <chakra.button
                  key={entry.key}
                  type="button"
                  aria-pressed={entry.key === chosen}
                  onClick={() => onChoose(entry.key === chosen ? null : entry.key)}
                  textAlign="start"
                  px="2"
                  py="1.5"
                  rounded="l1"
                  _hover={{ bg: "bg.muted" }}
                  _pressed={{ bg: "brand.subtle", color: "brand.fg" }}
                  _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
                >
                  <Flex gap="2" align="start">
                    <Box flex="1" minW="0">
                      <Text truncate fontWeight="medium">
                        {entry.name ?? entry.key}
                      </Text>
                      <Text truncate color="fg.muted" fontSize="xs">
                        {[entry.id, entry.vat].filter(Boolean).join(" · ") || "–"}
                      </Text>
                    </Box>
                    <Badge size="sm" variant="subtle" title={t.counterpartyDocuments}>
                      {entry.docs_count}
                    </Badge>
                  </Flex>
                </chakra.button>
              ))}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
