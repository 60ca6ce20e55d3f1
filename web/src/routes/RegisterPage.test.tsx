import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const guest = { "POST /api/authenticated/": { body: { authenticated: false } } };

async function openForm() {
  const { router } = renderApp("/registruotis");
  return {
    router,
    user: userEvent.setup(),
    email: await screen.findByLabelText("El. paštas"),
    password: screen.getByLabelText("Slaptažodis"),
    repeat: screen.getByLabelText("Pakartokite slaptažodį"),
    submit: screen.getByRole("button", { name: "Registruotis" }),
  };
}

describe("registration page", () => {
  it("validates a field when the user leaves it", async () => {
    fakeApi(guest);
    const form = await openForm();
    await form.user.click(form.email);
    await form.user.tab();
    expect(await screen.findByText("Įveskite el. paštą")).toBeInTheDocument();
    await form.user.type(form.email, "vardas");
    expect(await screen.findByText("Neteisingas el. pašto formatas")).toBeInTheDocument();
    expect(screen.queryByText("Pakartokite slaptažodį", { selector: "[data-part=error-text]" })).toBeNull();
  });

  it("updates the password checklist while typing", async () => {
    fakeApi(guest);
    const form = await openForm();
    const rule = (id: string) => screen.getByTestId(`password-rule-${id}`);
    expect(rule("uppercase")).toHaveAttribute("data-met", "false");
    await form.user.type(form.password, "Abc");
    expect(rule("uppercase")).toHaveAttribute("data-met", "true");
    expect(rule("length")).toHaveAttribute("data-met", "false");
    await form.user.type(form.password, "defg1");
    expect(rule("length")).toHaveAttribute("data-met", "true");
    expect(rule("digit")).toHaveAttribute("data-met", "true");
  });

  it("validates everything on submit and sends nothing while invalid", async () => {
    const api = fakeApi(guest);
    const form = await openForm();
    await form.user.type(form.password, "Abcdefg1");
    await form.user.type(form.repeat, "Abcdefg2");
    await form.user.click(form.submit);
    expect(await screen.findByText("Įveskite el. paštą")).toBeInTheDocument();
    expect(screen.getByText("Slaptažodžiai nesutampa")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/register/")).toHaveLength(0);
  });

  it("shows 'Vykdoma...' on a disabled button until the answer, then goes to /suvestine", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let authenticated = false;
    const api = fakeApi({
      "POST /api/authenticated/": () => ({ body: { authenticated } }),
      "POST /api/register/": async () => {
        await answered;
        authenticated = true;
        return { body: { success: true } };
      },
      "GET /api/me/": { body: { email: "naujas@imone.lt", credits: 50, is_superuser: false } },
    });
    const form = await openForm();
    await form.user.type(form.email, "naujas@imone.lt");
    await form.user.type(form.password, "Abcdefg1");
    await form.user.type(form.repeat, "Abcdefg1");
    await form.user.click(form.submit);

    expect(await screen.findByRole("button", { name: /Vykdoma\.\.\./ })).toBeDisabled();
    answer();
    await waitFor(() => expect(form.router.state.location.pathname).toBe("/suvestine"));
    expect(api.callsTo("POST", "/api/register/")[0].body).toEqual({
      email: "naujas@imone.lt",
      password: "Abcdefg1",
    });
  });

  it.each([
    [{ message: "Toks vartotojas jau yra" }, "Toks vartotojas jau yra"],
    [{ error: "Netinkamas slaptažodis" }, "Netinkamas slaptažodis"],
    [{ detail: "Šis el. paštas jau užregistruotas" }, "Šis el. paštas jau užregistruotas"],
    [{ detail: [{ msg: "value is not a valid email" }] }, "Įvyko klaida. Bandykite dar kartą."],
  ])("shows the server's message %j", async (body, shown) => {
    fakeApi({ ...guest, "POST /api/register/": { status: 400, body } });
    const form = await openForm();
    await form.user.type(form.email, "vardas@imone.lt");
    await form.user.type(form.password, "Abcdefg1");
    await form.user.type(form.repeat, "Abcdefg1");
    await form.user.click(form.submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
    await waitFor(() => expect(screen.getByRole("button", { name: "Registruotis" })).toBeEnabled());
  });
});
