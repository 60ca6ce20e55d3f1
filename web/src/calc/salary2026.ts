import type { SalaryLaw } from "./salary";

// 2026 (domain.md §4.1, §4.2): MMA 1 153, approved VDU 2 312,15 (not the 2 304,50 forecast);
// GPM 20 % up to 36 VDU a year, 25 % up to 60 VDU, 32 % above; NPD 747 − 0,49 × (V − 1 153), 0 from
// 2 677,49 (the 2025 second formula is gone).
export const salary2026: SalaryLaw = {
  year: 2026,
  mma: "1153",
  vdu: "2312.15",
  npd: [
    { upTo: "1153", base: "747", slope: "0", from: "0" },
    { upTo: null, base: "747", slope: "0.49", from: "1153" },
  ],
  capacityNpd: { "0-25": "1127", "30-55": "1057" },
  gpmBrackets: [
    { upToVdu: 36, rate: "20" },
    { upToVdu: 60, rate: "25" },
    { upToVdu: null, rate: "32" },
  ],
  vsdRate: "12.52",
  psdRate: "6.98",
  pensionRate: "3",
  employerRate: "1.77",
  vsdCapVdu: 60,
};
