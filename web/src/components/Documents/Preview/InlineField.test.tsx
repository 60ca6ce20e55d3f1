import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/http";
import { Provider } from "../../ui/provider";
import { InlineField } from "./InlineField";
import type { FieldKind } from "./inlineValue";

function renderField(
  value: unknown,
  kind: FieldKind,
  onSave = vi.fn().mockResolvedValue(undefined),
  review = false,
) {
  render(
    <Provider>
      <InlineField label="Suma be PVM" value={value} kind={kind} onSave={onSave} review={review} />
      <button type="button">kitur</button>
    </Provider>,
  );
  return { onSave, user: userEvent.setup() };
}

const display = () => screen.getByRole("button", { name: /^Suma be PVM:/ });
const box = () => screen.getByRole("textbox", { name: "Suma be PVM" });

describe("inline field editing (spec §4)", () => {
  it("shows the amount, edits it and saves on Enter as a number", async () => {
    const { onSave, user } = renderField("62.00", "number");
    expect(display()).toHaveTextContent("62,00");
    await user.click(display());
    expect(box()).toHaveValue("62.00");
    await user.clear(box());
    await user.type(box(), "70,5{Enter}");
    expect(onSave).toHaveBeenCalledWith(70.5);
    expect(await screen.findByRole("button", { name: /^Suma be PVM:/ })).toHaveFocus();
  });

  it("cancels on Escape without saving", async () => {
    const { onSave, user } = renderField("62.00", "number");
    await user.click(display());
    await user.type(box(), "9{Escape}");
    expect(onSave).not.toHaveBeenCalled();
    expect(display()).toHaveTextContent("62,00");
    expect(display()).toHaveFocus();
  });

  it("saves when the field is left", async () => {
    const { onSave, user } = renderField(null, "text");
    await user.click(display());
    await user.type(box(), "UZS-1");
    await user.click(screen.getByRole("button", { name: "kitur" }));
    expect(onSave).toHaveBeenCalledWith("UZS-1");
  });

  it("does not send an unchanged value", async () => {
    const { onSave, user } = renderField("62.00", "number");
    await user.click(display());
    await user.type(box(), "{Enter}");
    expect(onSave).not.toHaveBeenCalled();
    expect(display()).toBeInTheDocument();
  });

  it("keeps a malformed date in the box with the expected format", async () => {
    const { onSave, user } = renderField("2026-03-14", "date");
    await user.click(display());
    await user.clear(box());
    await user.type(box(), "14.03.2026{Enter}");
    expect(await screen.findByText("Formatas: YYYY-MM-DD")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(box()).toHaveValue("14.03.2026");
  });

  it("drops the reason once a valid value is kept", async () => {
    const { onSave, user } = renderField("2026-03-14", "date");
    await user.click(display());
    await user.clear(box());
    await user.type(box(), "14.03.2026{Enter}");
    expect(await screen.findByText("Formatas: YYYY-MM-DD")).toBeInTheDocument();
    await user.clear(box());
    await user.type(box(), "2026-03-14{Enter}");
    expect(display()).toBeInTheDocument();
    expect(screen.queryByText("Formatas: YYYY-MM-DD")).toBeNull();
    await user.click(display());
    await user.clear(box());
    await user.type(box(), "x{Enter}");
    await user.clear(box());
    await user.type(box(), "2026-03-15{Enter}");
    expect(onSave).toHaveBeenCalledWith("2026-03-15");
    expect(screen.queryByText("Formatas: YYYY-MM-DD")).toBeNull();
  });

  it("tells a number field that it wants a number", async () => {
    const { user } = renderField(null, "number");
    await user.click(display());
    await user.type(box(), "daug{Enter}");
    expect(await screen.findByText("Turi būti skaičius")).toBeInTheDocument();
  });

  it("shows the server's reason and keeps the edit open when saving fails", async () => {
    const onSave = vi.fn().mockRejectedValue(new ApiError(409, { detail: "Dokumentas dar apdorojamas" }));
    const { user } = renderField("62.00", "number", onSave);
    await user.click(display());
    await user.clear(box());
    await user.type(box(), "63{Enter}");
    expect(await screen.findByText("Dokumentas dar apdorojamas")).toBeInTheDocument();
    expect(box()).toHaveValue("63");
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("marks a value to review, and Enter on it unchanged confirms it", async () => {
    const { onSave, user } = renderField("62.00", "number", undefined, true);
    expect(display()).toHaveAccessibleName(/Patikrinkite: reikšmė nepatvirtinta/);
    expect(display()).toHaveAttribute("data-review");
    await user.click(display());
    await user.keyboard("{Enter}");
    expect(onSave).toHaveBeenCalledWith(62);
  });

  it("leaves an unmarked value unsaved on Enter", async () => {
    const plain = renderField("62.00", "number");
    await plain.user.click(display());
    await plain.user.keyboard("{Enter}");
    expect(plain.onSave).not.toHaveBeenCalled();
    expect(display()).not.toHaveAttribute("data-review");
  });

  it("does not confirm a marked value the user only looked at", async () => {
    const { onSave, user } = renderField("62.00", "number", undefined, true);
    await user.click(display());
    await user.click(screen.getByRole("button", { name: "kitur" }));
    expect(onSave).not.toHaveBeenCalled();
  });
});
