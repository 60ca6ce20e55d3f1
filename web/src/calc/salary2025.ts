import type { SalaryLaw } from "./salary";

// 2025 (domain.md §4.1): MMA 1 038, VDU 2 108,88; GPM 20 % up to 60 VDU a year, 32 % above;
// the NPD formula has two falling parts that meet at 2 387,29 and reach 0 at 2 864,22.
export const salary2025: SalaryLaw = {
  year: 2025,
  mma: "1038",
  vdu: "2108.88",
  npd: [
    { upTo: "1038", base: "747", slope: "0", from: "0" },
    { upTo: "2387.29", base: "747", slope: "0.49", from: "1038" },
    { upTo: null, base: "400", slope: "0.18", from: "642" },
  ],
  capacityNpd: { "0-25": "1127", "30-55": "1057" },
  gpmBrackets: [
    { upToVdu: 60, rate: "20" },
    { upToVdu: null, rate: "32" },
  ],
  vsdRate: "12.52",
  psdRate: "6.98",
  pensionRate: "3",
  employerRate: "1.77",
  vsdCapVdu: 60,
};
