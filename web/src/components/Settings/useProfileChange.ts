import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "../../api/profile";
import { queryKeys } from "../../queryKeys";

// A setting that shows its new value at once and goes back to the old one if the server refuses
// (spec §4: view mode and extra settings revert on failure).
export function useProfileChange<V>(
  send: (value: V) => Promise<unknown>,
  patchOf: (value: V) => Partial<Profile>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (value: V) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.profile });
      const previous = queryClient.getQueryData<Profile>(queryKeys.profile);
      if (previous) queryClient.setQueryData<Profile>(queryKeys.profile, { ...previous, ...patchOf(value) });
      return { previous };
    },
    onError: (_failure, _value, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.profile, context.previous);
    },
  });
}
