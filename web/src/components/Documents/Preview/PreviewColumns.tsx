import { Box, Grid } from "@chakra-ui/react";
import type { ReactNode } from "react";

// The preview's two columns, shared by the review dialog and the admin preview: the page image on the
// left (above on a phone), the document's details beside it, each scrolling on its own.
export function PreviewColumns({ image, children }: { image: ReactNode; children: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 6fr)" }}
      w="full"
      minH="0"
      overflow="auto"
    >
      <Box
        p="3"
        minH={{ base: "80", lg: "0" }}
        h={{ lg: "full" }}
        overflow="hidden"
        borderEndWidth={{ lg: "1px" }}
      >
        {image}
      </Box>
      {children}
    </Grid>
  );
}
