import { texts } from "../../texts";

const t = texts.settings;

export type DefaultsMode = "purchase" | "sales";
export type ItemType = "Prekė" | "Paslauga" | "Kodas";
export type CodeAs = "" | "Prekei" | "Paslaugai";

export type DefaultsForm = {
  imones_pavadinimas: string;
  imones_kodas: string;
  imones_pvm_kodas: string;
  pavadinimas: string;
  kodas: string;
  barkodas: string;
  tipas: ItemType;
  kodas_kaip: CodeAs;
};

export const EMPTY_DEFAULTS: DefaultsForm = {
  imones_pavadinimas: "",
  imones_kodas: "",
  imones_pvm_kodas: "",
  pavadinimas: "",
  kodas: "",
  barkodas: "",
  tipas: "Prekė",
  kodas_kaip: "",
};

export const REQUIRED_DEFAULTS = ["imones_kodas", "pavadinimas", "kodas"] as const;
export const TIPAS_LABELS: Record<number, string> = {
  1: t.typeProduct,
  2: t.typeService,
  3: `${t.typeCode} (${t.codeAsProduct})`,
  4: `${t.typeCode} (${t.codeAsService})`,
};

// Spec §3: 1 Prekė, 2 Paslauga, 3 Kodas for a product, 4 Kodas for a service.
export function tipasCode(form: Pick<DefaultsForm, "tipas" | "kodas_kaip">): number | null {
  if (form.tipas === "Prekė") return 1;
  if (form.tipas === "Paslauga") return 2;
  if (form.kodas_kaip === "Prekei") return 3;
  if (form.kodas_kaip === "Paslaugai") return 4;
  return null;
}

export type DefaultsCheck = {
  fieldErrors: Partial<Record<keyof DefaultsForm, string>>;
  message: string | null;
};

// Spec §5 "Default profile": the four required fields, then the code-as choice for Kodas.
export function checkDefaults(form: DefaultsForm): DefaultsCheck {
  const fieldErrors: DefaultsCheck["fieldErrors"] = {};
  for (const field of REQUIRED_DEFAULTS) if (!form[field].trim()) fieldErrors[field] = t.requiredField;
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, message: t.defaultsRequired };
  if (tipasCode(form) === null)
    return { fieldErrors: { kodas_kaip: t.requiredField }, message: t.codeAsRequired };
  return { fieldErrors, message: null };
}

export function defaultsPayload(form: DefaultsForm) {
  const trimmed = (value: string) => value.trim() || null;
  return {
    imones_pavadinimas: trimmed(form.imones_pavadinimas),
    imones_kodas: form.imones_kodas.trim(),
    imones_pvm_kodas: trimmed(form.imones_pvm_kodas),
    pavadinimas: form.pavadinimas.trim(),
    kodas: form.kodas.trim(),
    barkodas: trimmed(form.barkodas),
    tipas: tipasCode(form),
  };
}
