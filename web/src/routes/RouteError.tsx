import { Button } from "@chakra-ui/react";
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { texts } from "../texts";
import { NotFoundPage } from "./NotFoundPage";
import { StatusPage } from "./StatusPage";

// Shown inside the layout when a loader or a screen fails; "retry" runs the route again.
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage message={texts.admin.notFound} />;
  const code = isRouteErrorResponse(error) ? String(error.status) : texts.admin.error;
  return (
    <StatusPage
      code={code}
      title={texts.errors.generic}
      message={`${texts.admin.errorPrefix}${error instanceof Error ? error.message : code}`}
      action={
        <Button variant="outline" onClick={() => navigate(location, { replace: true })}>
          {texts.errors.retry}
        </Button>
      }
    />
  );
}
