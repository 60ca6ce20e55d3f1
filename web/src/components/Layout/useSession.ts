import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authApi } from "../../api/auth";
import { authenticatedQuery, meQuery } from "../../api/queries";
import { paths } from "../../paths";
import { queryKeys } from "../../queryKeys";

// What the header needs to know about the visitor: signed in or not, and who.
export function useSession() {
  const authenticated = useQuery(authenticatedQuery).data === true;
  const me = useQuery({ ...meQuery, enabled: authenticated });
  return {
    authenticated,
    email: me.data?.email ?? null,
    credits: me.data?.credits ?? null,
    isSuperuser: me.data?.is_superuser === true,
  };
}

// Spec §4 and §8: on success the session ends and the app goes to login; a failure shows nothing
// and the user stays signed in.
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.logout,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.authenticated, false);
      navigate(paths.login);
    },
  });
}
