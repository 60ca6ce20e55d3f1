// Routes as the spec names them (spec 000 §2, spec 001 §2).
export const paths = {
  home: "/",
  salary2026: "/2026",
  landing: "/saskaitu-skaitmenizavimas-dokskenas",
  vatCalculator: "/pvm-skaiciuokle",
  gpmCalculator: "/gpm-skaiciuokle",
  guide: "/naudojimo-gidas",
  guideCategory: "/kategorija/:slug",
  guideArticle: "/straipsnis/:slug",
  // Not in the spec: the superusers' guide editor.
  guideEditor: "/naudojimo-gidas/redaguoti",
  contact: "/susisiekti",
  about: "/apie-mus",
  privacy: "/privatumo-politika",
  terms: "/naudojimo-taisykles",
  login: "/prisijungti",
  register: "/registruotis",
  // Not in the spec (issue 14): asking for a reset link, and the page the e-mailed link opens
  // (the API's RESET_PAGE in api/auth/password_reset.py).
  forgotPassword: "/slaptazodzio-atkurimas",
  resetPassword: "/naujas-slaptazodis",
  summary: "/suvestine",
  topUp: "/papildyti",
  settings: "/nustatymai",
  adminErrors: "/admin-suvestine",
  adminAllFiles: "/admin-visi-failai",
  adminAnalytics: "/admin-dashboard",
  // Not in the spec (issue 15): the contact form's messages, for superusers.
  adminContactMessages: "/admin-zinutes",
  forbidden: "/403",
} as const;
