import { Box, Text } from "@chakra-ui/react";

// A short, honest remark about what a page offers today.
export function PageNote({ children }: { children: string }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" rounded="l2" bg="bg" px="4" py="3" maxW="3xl">
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}
