import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "../../paths";
import { queryKeys } from "../../queryKeys";

// After login or registration the session is known to be open; the summary comes next.
export function useEnterApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (delayMs = 0) => {
    queryClient.setQueryData(queryKeys.authenticated, true);
    setTimeout(() => navigate(paths.summary), delayMs);
  };
}
