import { Box, Flex } from "@chakra-ui/react";
import { Outlet, useNavigation } from "react-router";
import { SiteAnalytics } from "../Site/SiteAnalytics";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RouteHead } from "./RouteHead";

export function AppLayout() {
  const navigating = useNavigation().state !== "idle";
  return (
    <Flex direction="column" minH="100dvh">
      <RouteHead />
      <Box
        position="fixed"
        top="0"
        insetX="0"
        h="2px"
        bg="brand.solid"
        zIndex="toast"
        opacity={navigating ? 1 : 0}
        transition="opacity 0.2s"
        aria-hidden
      />
      <Header />
      <Box
        as="main"
        flex="1"
        w="full"
        maxW="7xl"
        mx="auto"
        px={{ base: "3", md: "6" }}
        py={{ base: "4", md: "6" }}
      >
        <Outlet />
      </Box>
      <Footer />
      <SiteAnalytics />
    </Flex>
  );
}
