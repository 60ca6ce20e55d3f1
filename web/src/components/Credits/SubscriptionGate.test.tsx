import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../api/queries";
import { fakeApi } from "../../test/fakeApi";
import { Provider } from "../ui/provider";
import { SubscriptionGate } from "./SubscriptionGate";

afterEach(() => vi.unstubAllGlobals());

function renderGate() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([
    { path: "/", element: <SubscriptionGate>įkėlimo forma</SubscriptionGate> },
    { path: "/papildyti", element: <p>papildymo puslapis</p> },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <Provider>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
}

describe("subscription gate", () => {
  it.each(["active", "trial", "canceled"])("lets a user with status %s through", async (status) => {
    fakeApi({ "GET /api/subscription-status/": { body: { status, credits: "10" } } });
    renderGate();
    expect(await screen.findByText("įkėlimo forma")).toBeInTheDocument();
  });

  it.each(["trial_expired", "expired", "canceled_expired", "unknown"])(
    "sends a user with status %s to the top-up page",
    async (status) => {
      fakeApi({ "GET /api/subscription-status/": { body: { status, credits: "0" } } });
      renderGate();
      expect(await screen.findByText(/Kreditai baigėsi/)).toBeInTheDocument();
      expect(screen.queryByText("įkėlimo forma")).toBeNull();
      await userEvent.setup().click(screen.getByRole("link", { name: "Papildyti" }));
      expect(await screen.findByText("papildymo puslapis")).toBeInTheDocument();
    },
  );

  it("offers a retry when the status cannot be read", async () => {
    let status = 500;
    fakeApi({
      "GET /api/subscription-status/": () => ({ status, body: { status: "trial", credits: "5" } }),
    });
    renderGate();
    const retry = await screen.findByRole("button", { name: "Bandyti dar kartą" });
    status = 200;
    await userEvent.setup().click(retry);
    expect(await screen.findByText("įkėlimo forma")).toBeInTheDocument();
  });
});
