import { Box, Center, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useState, type KeyboardEvent } from "react";
import { LuRotateCcw, LuZoomIn, LuZoomOut } from "react-icons/lu";
import { texts } from "../../../texts";
import { ZOOM_MAX, ZOOM_MIN, ZOOM_START, zoomIn, zoomOut } from "./zoom";

const t = texts.preview;

// The document's pages as images, scaled together; + and - zoom while the pane has focus.
export function ImageViewer({ urls, name }: { urls: string[]; name: string }) {
  const [zoom, setZoom] = useState(ZOOM_START);
  const [broken, setBroken] = useState(false);

  if (urls.length === 0 || broken) {
    return (
      <Center h="full" minH="60" color="fg.muted" bg="bg.muted" rounded="l2">
        <Text>{texts.documents.noPreview}</Text>
      </Center>
    );
  }

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "+" || event.key === "=") setZoom(zoomIn);
    if (event.key === "-") setZoom(zoomOut);
    if (event.key === "0") setZoom(ZOOM_START);
  };

  return (
    <Stack gap="2" h="full" minH="0">
      <HStack gap="1" justify="center">
        <IconButton
          size="xs"
          variant="outline"
          aria-label={t.zoomOut}
          onClick={() => setZoom(zoomOut)}
          disabled={zoom <= ZOOM_MIN}
        >
          <LuZoomOut />
        </IconButton>
        <Text minW="12" textAlign="center" fontVariantNumeric="tabular-nums" aria-live="polite">
          {Math.round(zoom * 100)} %
        </Text>
        <IconButton
          size="xs"
          variant="outline"
          aria-label={t.zoomIn}
          onClick={() => setZoom(zoomIn)}
          disabled={zoom >= ZOOM_MAX}
        >
          <LuZoomIn />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={t.zoomReset} onClick={() => setZoom(ZOOM_START)}>
          <LuRotateCcw />
        </IconButton>
      </HStack>
      <Box
        flex="1"
        minH="0"
        overflow="auto"
        bg="bg.muted"
        rounded="l2"
        p="3"
        tabIndex={0}
        onKeyDown={onKey}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
      >
        <Stack gap="3" align="center" w={`${zoom * 100}%`} mx="auto">
          {urls.map((url, page) => (
            <Image
              key={url}
              src={url}
              alt={`${name}, ${page + 1} / ${urls.length}`}
              w="full"
              bg="white"
              shadow="sm"
              onError={() => setBroken(true)}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
