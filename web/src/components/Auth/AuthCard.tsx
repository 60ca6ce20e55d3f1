import { Card, Link as ChakraLink, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../Layout/PageHeader";

type Props = {
  title: string;
  description: string;
  children: ReactNode;
  footerQuestion: string;
  footerLink: { to: string; label: string };
};

// The frame shared by login and registration: a narrow card centred on the page.
export function AuthCard({ title, description, children, footerQuestion, footerLink }: Props) {
  return (
    <Card.Root maxW="md" mx="auto" mt={{ base: "2", md: "10" }} shadow="sm">
      <Card.Body gap="4" p={{ base: "5", md: "7" }}>
        <PageHeader title={title} description={description} />
        {children}
      </Card.Body>
      <Card.Footer justifyContent="center" borderTopWidth="1px" py="3" bg="bg.subtle" roundedBottom="l3">
        <Text color="fg.muted">
          {footerQuestion}{" "}
          <ChakraLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
            <Link to={footerLink.to}>{footerLink.label}</Link>
          </ChakraLink>
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}
