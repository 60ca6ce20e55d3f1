import { Button } from "@chakra-ui/react";
import { Link } from "react-router";
import { paths } from "../paths";
import { texts } from "../texts";
import { StatusPage } from "./StatusPage";

export function ForbiddenPage() {
  return (
    <StatusPage
      code="403"
      title={texts.admin.forbidden}
      message={texts.admin.noAccess}
      action={
        <Button asChild variant="outline">
          <Link to={paths.summary}>{texts.nav.summary}</Link>
        </Button>
      }
    />
  );
}
