// Texts of the public site's forms and notices that the spec leaves to us: the contact form, the
// cookie banner, the superuser's list of contact messages and the registration's terms line.

import { texts } from "../texts";

export const contact = {
  title: texts.pages.contact,
  description: "Klausimai apie DokSkenas, eksportą ar sąskaitas: parašykite el. paštu arba per formą.",
  emailLead: "Rašykite el. paštu",
  formTitle: "Parašykite mums",
  name: "Vardas",
  email: "El. paštas",
  message: "Žinutė",
  messageHelp: "Nuo 10 iki 5000 simbolių.",
  send: "Siųsti",
  sending: "Siunčiama…",
  sent: "Ačiū! Žinutę gavome ir atsakysime el. paštu.",
  nameRequired: "Įveskite vardą.",
  messageShort: "Žinutė per trumpa (bent 10 simbolių).",
  messageLong: "Žinutė per ilga (daugiausia 5000 simbolių).",
  failed: "Nepavyko išsiųsti žinutės. Bandykite dar kartą arba rašykite el. paštu.",
  privacyNote: "Žinutę saugome tik tam, kad galėtume atsakyti. Daugiau –",
  privacyLink: "Privatumo politikoje",
} as const;

export const consent = {
  label: "Slapukų sutikimas",
  body: "Būtinuosius slapukus naudojame prisijungimui ir saugumui. Su jūsų sutikimu naudotume ir reklamos slapukus, kad matuotume reklamos veiksmingumą.",
  more: "Privatumo politika",
  accept: "Sutinku",
  decline: "Nesutinku",
} as const;

export const contactMessages = {
  title: texts.nav.adminContactMessages,
  description: "Per kontaktų formą gautos žinutės, naujausios viršuje.",
  time: "Laikas",
  sender: "Siuntėjas",
  message: "Žinutė",
  account: "paskyra",
  empty: "Žinučių dar nėra.",
  previous: "Ankstesnis puslapis",
  next: "Kitas puslapis",
  page: "Puslapis",
} as const;

export const registerTerms = {
  before: "Registruodamiesi sutinkate su",
  terms: "Naudojimo taisyklėmis",
  and: "ir",
  privacy: "Privatumo politika",
} as const;
