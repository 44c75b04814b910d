import { QueryClient } from "@tanstack/react-query";
import { isClientError } from "./api-error";

const MAX_RETRIES = 2;

/** One client for the app; a 4xx answer will not change on retry, so only other failures retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
