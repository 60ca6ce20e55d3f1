import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

function signedIn(isSuperuser: boolean) {
  return {
    "POST /api/authenticated/": { body: { authenticated: true } },
    "GET /api/me/": { body: { email: "admin@imone.lt", credits: 50, is_superuser: isSuperuser } },
  };
}

const tree = [
  {
    id: 1,
    slug: "pradzia",
    title: "Pradžia",
    description: "",
    image_url: null,
    position: 1,
    is_published: true,
    articles: [
      { id: 5, category_id: 1, slug: "a", title: "Pirmas", position: 1, is_published: true, updated_at: "" },
      { id: 6, category_id: 1, slug: "b", title: "Antras", position: 2, is_published: false, updated_at: "" },
    ],
  },
];

describe("guide editor", () => {
  it("is for superusers only", async () => {
    fakeApi(signedIn(false));
    renderApp("/naudojimo-gidas/redaguoti");
    expect(await screen.findByText("Gidą redaguoti gali tik administratoriai.")).toBeInTheDocument();
  });

  it("orders articles and writes a new one block by block", async () => {
    const api = fakeApi({
      ...signedIn(true),
      "GET /api/guides/editor/": { body: tree },
      "PUT /api/guides/editor/categories/1/articles/order/": { status: 204, body: null },
      "POST /api/guides/editor/articles/": (call) => ({
        status: 201,
        body: {
          ...(call.body as object),
          id: 7,
          position: 3,
          first_published_at: null,
          last_published_at: null,
        },
      }),
    });
    renderApp("/naudojimo-gidas/redaguoti");
    const user = userEvent.setup();
    const category = within(await screen.findByRole("group", { name: "Pradžia" }));
    await user.click(category.getAllByRole("button", { name: "Perkelti žemyn" })[1]);
    await waitFor(() =>
      expect(api.callsTo("PUT", "/api/guides/editor/categories/1/articles/order/")[0]?.body).toEqual({
        ids: [6, 5],
      }),
    );

    await user.click(category.getByRole("button", { name: "Naujas straipsnis" }));
    const form = within(await screen.findByRole("form", { name: "Naujas straipsnis" }));
    await user.type(form.getByLabelText(/^Pavadinimas/), "Naujas");
    await user.type(form.getByLabelText(/^Adresas \(slug\)/), "naujas");
    await user.selectOptions(form.getByLabelText("Pridėti bloką"), "heading");
    await user.click(form.getByRole("button", { name: "Pridėti bloką" }));
    await user.type(form.getByLabelText("Tekstas"), "Pradžia");
    await user.selectOptions(form.getByLabelText("Pridėti bloką"), "divider");
    await user.click(form.getByRole("button", { name: "Pridėti bloką" }));
    await user.click(form.getAllByRole("button", { name: "Perkelti aukštyn" })[1]);
    await user.click(form.getByRole("button", { name: "Išsaugoti" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/guides/editor/articles/")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/guides/editor/articles/")[0].body).toMatchObject({
      category_id: 1,
      title: "Naujas",
      slug: "naujas",
      body: [{ type: "divider" }, { type: "heading", text: "Pradžia", level: 2 }],
    });
  });
});
