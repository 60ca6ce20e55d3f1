import { Box, Center, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { LuChevronLeft, LuChevronRight, LuRotateCcw, LuZoomIn, LuZoomOut } from "react-icons/lu";
import { texts } from "../../../texts";
import type { PageWords } from "../../../api/documents";
import { boxOnImage, type SourceBox } from "./sourceBox";
import { ZOOM_MAX, ZOOM_MIN, ZOOM_START, zoomIn, zoomOut } from "./zoom";

const t = texts.preview;
const d = t.desk;

// Where to draw the focused field's source: the preview image's index and the box on it.
export type Highlight = { index: number; box: SourceBox } | null;

type Props = {
  urls: string[];
  name: string;
  highlight?: Highlight;
  // The printed words of the document's pages (text-layer PDFs); a click gives one to the focused field.
  words?: PageWords[];
  onWord?: (word: string) => void;
};

// The document's pages as images, one at a time; + and - zoom and PageUp / PageDown turn the page
// while the pane has focus. The focused field's source is outlined, on its page, scrolled into view.
export function ImageViewer({ urls, name, highlight = null, words = [], onWord = () => {} }: Props) {
  const [zoom, setZoom] = useState(ZOOM_START);
  const [broken, setBroken] = useState(false);
  const [page, setPage] = useState(0);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const mark = useRef<HTMLDivElement>(null);
  const shown = Math.min(page, Math.max(urls.length - 1, 0));

  useEffect(() => {
    if (highlight) setPage(highlight.index);
  }, [highlight]);
  const marked = highlight !== null && highlight.index === shown && natural !== null;
  useEffect(() => {
    if (marked) mark.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [marked, highlight]);

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
    if (event.key === "PageDown") turn(1);
    if (event.key === "PageUp") turn(-1);
  };

  const turn = (step: number) => {
    setNatural(null);
    setPage(Math.min(urls.length - 1, Math.max(0, shown + step)));
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
        {urls.length > 1 && (
          <HStack gap="1" ms="3">
            <IconButton
              size="xs"
              variant="outline"
              aria-label={d.previousPage}
              onClick={() => turn(-1)}
              disabled={shown === 0}
            >
              <LuChevronLeft />
            </IconButton>
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" aria-live="polite">
              {d.page} {shown + 1} / {urls.length}
            </Text>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={d.nextPage}
              onClick={() => turn(1)}
              disabled={shown === urls.length - 1}
            >
              <LuChevronRight />
            </IconButton>
          </HStack>
        )}
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
        <Box position="relative" w={`${zoom * 100}%`} mx="auto">
          <Image
            key={urls[shown]}
            src={urls[shown]}
            alt={`${name}, ${shown + 1} / ${urls.length}`}
            w="full"
            bg="white"
            shadow="sm"
            onLoad={(event) =>
              setNatural({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            onError={() => setBroken(true)}
          />
          <PageWordButtons page={words.find((entry) => entry.page === shown)} onWord={onWord} />
          {marked && highlight && natural && (
            <Box
              ref={mark}
              data-testid="source-highlight"
              aria-label={d.source}
              position="absolute"
              {...boxOnImage(highlight.box, natural)}
              outline="2px solid"
              outlineColor="orange.solid"
              outlineOffset="2px"
              bg="orange.solid/20"
              rounded="xs"
              pointerEvents="none"
            />
          )}
        </Box>
      </Box>
    </Stack>
  );
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

// Invisible until hovered, so the page reads as printed. A press does not take the focus: the field
// being filled keeps it (and stays in edit), the click then hands the word over.
function PageWordButtons({ page, onWord }: { page: PageWords | undefined; onWord: (word: string) => void }) {
  if (!page) return null;
  return (
    <Box
      position="absolute"
      inset="0"
      css={{
        "& > button": { position: "absolute", cursor: "pointer", borderRadius: "2px" },
        "& > button:hover": {
          background: "rgba(49, 130, 206, 0.25)",
          outline: "1px solid rgb(49, 130, 206)",
        },
      }}
    >
      {page.words.map((word, index) => (
        <button
          key={index}
          type="button"
          tabIndex={-1}
          data-word={word.text}
          title={d.wordHint}
          aria-hidden
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onWord(word.text)}
          style={{
            left: percent(word.x0, page.width),
            top: percent(word.y0, page.height),
            width: percent(word.x1 - word.x0, page.width),
            height: percent(word.y1 - word.y0, page.height),
          }}
        />
      ))}
    </Box>
  );
}
