import { Button } from "@chakra-ui/react";
import { Link } from "react-router";
import { paths } from "../paths";
import { texts } from "../texts";
import { StatusPage } from "./StatusPage";

export function NotFoundPage({ message = texts.pages.notFoundBody }: { message?: string }) {
  return (
    <StatusPage
      code="404"
      title={texts.pages.notFoundTitle}
      message={message}
      action={
        <Button asChild variant="outline">
          <Link to={paths.home}>{texts.pages.toHome}</Link>
        </Button>
      }
    />
  );
}
