import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createQueryClient } from "./api/queries";
import { Provider } from "./components/ui/provider";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The server sends public pages with their description in the head (api/site/); from here on the pages
// set their own (React hoists it), and the server's would stay first and go stale after a navigation.
document.head.querySelector('meta[name="description"]')?.remove();
// The same for its structured data, which each page renders again (RouteHead, the guide's pages).
document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());

// Not hydration: the server's markup in #root (a prerendered page's main text) is simply replaced.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Provider>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>
  </StrictMode>,
);
