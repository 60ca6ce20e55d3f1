import { formatMoney, formatPercent, money } from "../../calc/money";
import { type SalaryLaw, vduTimes } from "../../calc/salary";

// The explanation under a salary calculator, written from the same parameters the calculation uses,
// so the text cannot drift from the numbers.

const eur = (value: string | number) => `${formatMoney(money(value))}\u00a0€`;
const factor = (value: string) => formatMoney(money(value)).replace(/,00$/, "");
const vdu = (law: SalaryLaw, count: number) =>
  `${count}\u00a0VDU (${formatMoney(vduTimes(law, count))}\u00a0€)`;

export function salaryRules(law: SalaryLaw): string[] {
  const npdParts = law.npd.map(({ upTo, base, slope, from }) => {
    const formula = money(slope).isZero()
      ? eur(base)
      : `${factor(base)} − ${factor(slope)} × (A − ${factor(from)})`;
    return upTo === null ? `didesniam – ${formula}` : `iki ${eur(upTo)} – ${formula}`;
  });
  const brackets = law.gpmBrackets.map(({ upToVdu, rate }, index) => {
    if (upToVdu === null) return `${formatPercent(rate)} – virš šios ribos`;
    const from = index === 0 ? "iki" : "toliau iki";
    return `${formatPercent(rate)} ${from} ${vdu(law, upToVdu)}`;
  });
  return [
    `Minimali mėnesinė alga (MMA) – ${eur(law.mma)}, vidutinis darbo užmokestis (VDU) – ${eur(law.vdu)}.`,
    `NPD pagal atlyginimą ant popieriaus A: ${npdParts.join("; ")}; ne mažiau kaip 0.`,
    `Kai darbingumas 0–25 %, NPD – ${eur(law.capacityNpd["0-25"])}, kai 30–55 % – ${eur(law.capacityNpd["30-55"])}: jis taikomas vietoj bendrojo NPD.`,
    `GPM nuo metų pradžios sukauptų darbo pajamų: ${brackets.join(", ")}. GPM = (A − NPD) × tarifas.`,
    `Sodros VSD ${formatPercent(law.vsdRate)} skaičiuojamas nuo metų pajamų iki ${vdu(law, law.vsdCapVdu)}; PSD ${formatPercent(law.psdRate)} – nuo visų pajamų; papildomas pensijų kaupimas ${formatPercent(law.pensionRate)} – nuo tos pačios sumos kaip VSD.`,
    `Darbdavys papildomai sumoka ${formatPercent(law.employerRate)} Sodros įmokų. Kiekviena suma apvalinama iki cento.`,
  ];
}
