import { AspectRatio, Blockquote, Box, Code, Heading, Image, Separator, Stack, Text } from "@chakra-ui/react";
import type { Block } from "./guideContent";

// Paragraph HTML arrives cleaned by the server (api/guide/blocks.py: a small tag set, safe links), so
// it is shown as HTML; everything else is text.
const richText = {
  "& p": { mb: "2" },
  "& ul, & ol": { ps: "6", mb: "2" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li": { mb: "1" },
  "& a": { color: "brand.fg", textDecoration: "underline" },
  "& code, & kbd": { fontFamily: "mono", fontSize: "0.9em", bg: "bg.muted", px: "1", rounded: "sm" },
  "& kbd": { borderWidth: "1px" },
};

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return (
        <Heading
          as={block.level === 3 ? "h3" : "h2"}
          id={block.anchor}
          size={block.level === 3 ? "md" : "lg"}
          mt="4"
          scrollMarginTop="4"
        >
          {block.text}
        </Heading>
      );
    case "paragraph":
      return <Box css={richText} lineHeight="tall" dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "image":
      return (
        <Box as="figure" my="2">
          <Image src={block.src} alt={block.alt} loading="lazy" rounded="l2" borderWidth="1px" maxW="full" />
          {block.caption && (
            <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
              {block.caption}
            </Text>
          )}
        </Box>
      );
    case "video":
      return (
        <AspectRatio ratio={16 / 9} maxW="3xl">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${block.youtube_id}`}
            title={block.title}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        </AspectRatio>
      );
    case "code":
      return (
        <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" rounded="l2" fontSize="sm">
          {block.code}
        </Code>
      );
    case "quote":
      return (
        <Blockquote.Root>
          <Blockquote.Content>{block.text}</Blockquote.Content>
          {block.cite && <Blockquote.Caption>{block.cite}</Blockquote.Caption>}
        </Blockquote.Root>
      );
    case "divider":
      return <Separator my="2" />;
  }
}

export function ArticleBody({ body }: { body: Block[] }) {
  return (
    <Stack gap="3" maxW="3xl">
      {body.map((block, index) => (
        // Blocks have no ids of their own; the body is replaced as a whole.
        <BlockView key={index} block={block} />
      ))}
    </Stack>
  );
}
