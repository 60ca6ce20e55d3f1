import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ClientSuggestion } from "../../../api/documents";
import { Provider } from "../../ui/provider";
import { clientSearch, partyValues } from "./pickers";
import { SearchPicker } from "./SearchPicker";

const client = (change: Partial<ClientSuggestion>): ClientSuggestion => ({
  pavadinimas: "UAB Šiaurės prekyba",
  name: "UAB Šiaurės prekyba",
  imones_kodas: "305000007",
  code: "305000007",
  pvm_kodas: "LT100000000017",
  vat: "LT100000000017",
  ibans: [],
  address: "Gedimino pr. 1, Vilnius",
  country_iso: "LT",
  source: "clients",
  ...change,
});

function renderPicker(fetch: typeof clientSearch.fetch, onChoose = vi.fn().mockResolvedValue(undefined)) {
  const onClose = vi.fn();
  render(
    <Provider>
      <button type="button">kitur</button>
      <SearchPicker
        label="Ieškoti pardavėjo"
        {...clientSearch}
        fetch={fetch}
        onChoose={onChoose}
        onClose={onClose}
      />
    </Provider>,
  );
  return { onChoose, onClose, user: userEvent.setup() };
}

const query = () => screen.getByRole("textbox", { name: "Paieška" });
const results = () => screen.findByRole("listbox", { name: "Rasti įrašai" });
const options = async () => within(await results()).getAllByRole("option");

describe("the counterparty picker (spec §4, §5)", () => {
  it("asks once, 250 ms after the last key, not on every key", async () => {
    const fetch = vi.fn().mockResolvedValue([client({})]);
    const { user } = renderPicker(fetch);
    await user.type(query(), "Šiaurės");
    expect(await options()).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0].slice(0, 2)).toEqual(["Šiaurės", "name"]);
  });

  it("ignores an answer that comes after a newer question", async () => {
    let answerOld: (found: ClientSuggestion[]) => void = () => {};
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce([client({ name: "UAB Naujas" })]);
    const { user } = renderPicker(fetch);
    await user.type(query(), "UAB");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const firstSignal = fetch.mock.calls[0][2] as AbortSignal;
    await user.type(query(), " N");
    expect(await screen.findByText("UAB Naujas")).toBeInTheDocument();
    expect(firstSignal.aborted).toBe(true);
    await act(async () => answerOld([client({ name: "UAB Senas" })]));
    expect(screen.queryByText("UAB Senas")).toBeNull();
    expect(await options()).toHaveLength(1);
  });

  it("normalises a company code to digits and a VAT code to upper case without spaces", async () => {
    const fetch = vi.fn().mockResolvedValue([]);
    const { user } = renderPicker(fetch);
    await user.selectOptions(screen.getByRole("combobox", { name: "Ieškoti pagal" }), "code");
    await user.type(query(), " 305-000 007 ");
    expect(await screen.findByText("Nieko nerasta.")).toBeInTheDocument();
    expect(fetch.mock.calls.at(-1)?.slice(0, 2)).toEqual(["305000007", "code"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Ieškoti pagal" }), "vat");
    await user.clear(query());
    await user.type(query(), "lt 1000-0000 0017");
    await waitFor(() => expect(fetch.mock.calls.at(-1)?.slice(0, 2)).toEqual(["LT100000000017", "vat"]));
  });

  it("marks register entries and chooses with the keyboard", async () => {
    const own = client({});
    const registered = {
      ...client({ name: "UAB Registruota", code: "305000014", source: "register" }),
      registerDate: "2026-11-20",
    };
    const { onChoose, onClose, user } = renderPicker(vi.fn().mockResolvedValue([own, registered]));
    await user.type(query(), "UAB");
    const [first, second] = await options();
    expect(within(first).queryByText("Registras")).toBeNull();
    expect(within(second).getByText("Registras")).toHaveAttribute("title", "Juridinių asmenų registras");
    expect(within(second).getByText("duomenys 2026-11-20")).toBeVisible();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChoose).toHaveBeenCalledWith(registered);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("goes back to display on a click outside and on Escape", async () => {
    const outside = renderPicker(vi.fn().mockResolvedValue([]));
    await outside.user.click(screen.getByRole("button", { name: "kitur" }));
    expect(outside.onClose).toHaveBeenCalledTimes(1);
    await outside.user.click(query());
    await outside.user.keyboard("{Escape}");
    expect(outside.onClose).toHaveBeenCalledTimes(2);
  });

  it("fills the whole block from a suggestion and keeps the invoice's IBAN when it knows none", () => {
    expect(partyValues("seller", client({ vat: null }))).toEqual({
      seller_name: "UAB Šiaurės prekyba",
      seller_id: "305000007",
      seller_vat_code: null,
      seller_address: "Gedimino pr. 1, Vilnius",
      seller_country_iso: "LT",
    });
    expect(partyValues("buyer", client({ ibans: ["LT121000011101001000"] })).buyer_iban).toBe(
      "LT121000011101001000",
    );
  });
});
