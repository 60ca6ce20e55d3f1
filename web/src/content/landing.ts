// The landing page's copy (spec 001 §2 "Landing page"). Every claim here is checked against the
// product: speeds are `make bench` of 2026-11-24 (README "Measured"), prices come from the API.

import { texts } from "../texts";

export const landing = {
  title: texts.pages.landing,
  description:
    "Įkelkite sąskaitas faktūras ir kvitus: DokSkenas nuskaito rekvizitus, sumas ir prekių eilutes, patikrina jas ir paruošia failą Rivilei, Finvaldai, Centui, Apskaitai5 ar Excel.",
  heroTitle: "Sąskaitos – į buhalterinę programą be perrašinėjimo",
  heroBody:
    "Įkelkite PDF ar nuotraukas. DokSkenas nuskaito pardavėją, pirkėją, datas, sumas, PVM ir prekių eilutes, patikrina sumas ir įmonių kodus, o jūs peržiūrite, pataisote ir eksportuojate importo failą.",
  register: "Išbandyti nemokamai",
  watchDemo: "Žiūrėti, kaip veikia",
  heroFacts: [
    "50 nemokamų kreditų po registracijos",
    "1 dokumentas = 1 kreditas (su prekių eilutėmis – 1,3)",
    "Kreditai nesibaigia, mėnesinio mokesčio nėra",
  ],

  speedTitle: "Išmatuotas greitis",
  speed: [
    { value: "0,89 s", label: "skaitmeninė PDF sąskaita: nuo įkėlimo iki rezultato (mediana)" },
    { value: "1,76 s", label: "nuskenuota vieno puslapio sąskaita (mediana)" },
    { value: "96 / min.", label: "skaitmeninių dokumentų per minutę" },
  ],
  speedNote:
    "Matuota 2026-11-24 mūsų greičio testu dviejų branduolių serveryje be kitos apkrovos. Ilgesni ar prastos kokybės skenuoti dokumentai nuskaitomi ilgiau.",

  demoTitle: "Kaip tai atrodo",
  demoStep: "Žingsnis",
  demoPrevious: "Ankstesnis",
  demoNext: "Kitas",
  demoClose: "Uždaryti",
  demoSlides: [
    {
      image: "/demo/1-ikelimas.jpg",
      caption: "1. Įkeliate failus ir pasirenkate: tik sumos ar ir prekių eilutės.",
    },
    {
      image: "/demo/2-sarasas.jpg",
      caption: "2. Po kelių sekundžių dokumentas sąraše atliktas, su sumomis ir kontrahentu.",
    },
    {
      image: "/demo/3-perziura.jpg",
      caption: "3. Peržiūroje matote dokumentą ir nuskaitytus laukus; tikrintini laukai pažymėti.",
    },
    {
      image: "/demo/4-eksportas.jpg",
      caption: "4. Pažymite dokumentus ir eksportuojate importo failą savo programai.",
    },
  ],

  howTitle: "Kaip veikia",
  howSteps: [
    {
      title: "Įkelkite sąskaitas",
      body: "PDF, PNG ar JPG/JPEG: vienas dokumentas viename faile (gali būti keli puslapiai), iki 50 failų vienu kartu.",
    },
    {
      title: "Palaukite, kol duomenys nuskaitomi",
      body: "Tekstas imamas iš PDF, el. sąskaitos XML arba atpažįstamas iš vaizdo; sumos ir įmonių kodai patikrinami.",
    },
    {
      title: "Peržiūrėkite ir pataisykite",
      body: "Tikrintini laukai pažymėti; klavišu F8 pereinate prie kito, Enter patvirtina ar išsaugo pataisymą.",
    },
    {
      title: "Importuokite į buhalterinę programą",
      body: "Eksportuokite pasirinktus dokumentus jūsų programos formatu ir importuokite įprastu būdu.",
    },
  ],

  canTitle: "Ką moka",
  capabilities: [
    {
      title: "Sumiškai arba detaliai",
      body: "Tik dokumento sumos už 1 kreditą arba su visomis prekių eilutėmis už 1,3 kredito.",
    },
    {
      title: "Sumų patikra",
      body: "Suma be PVM, PVM ir suma su PVM, eilučių sumos ir PVM pagal tarifus sutikrinami; neatitikimas pažymimas.",
    },
    {
      title: "Įmonių rekvizitai",
      body: "Įmonės ir PVM kodų, IBAN kontroliniai skaitmenys; trūkstami pavadinimai ir adresai – iš Registrų centro atvirų duomenų.",
    },
    {
      title: "El. sąskaitos",
      body: "PDF su įterptu Factur-X, ZUGFeRD, XRechnung ar UBL XML nuskaitomas tiesiai iš XML, be atpažinimo klaidų.",
    },
    {
      title: "Dublikatai nemokami",
      body: "Tas pats failas ar ta pati pardavėjo sąskaita (serija ir numeris) antrą kartą atmetama ir neapmokestinama; netinkami dokumentai – taip pat.",
    },
    {
      title: "PVM klasifikatorius",
      body: "PVM kodai parenkami pagal tarifą ir tiekimo datą kiekvienai eilutei ir visam dokumentui.",
    },
    {
      title: "Keli dokumentai viename PDF",
      body: "Faile rastos kelios sąskaitos išskaidomos į atskirus dokumentus (iki 5 viename faile).",
    },
    {
      title: "Kelių įmonių režimas",
      body: "Buhalteriams, vedantiems kelių įmonių apskaitą: pirkimas ar pardavimas nustatomas pagal pasirinktą kontrahentą.",
    },
  ],

  pricesTitle: "Kainos",
  pricesBody:
    "Mokate tik už nuskaitytus dokumentus: 1 kreditas už dokumentą sumiškai, 1,3 kredito – detaliai, su prekių eilutėmis. Kreditai nesibaigia, mėnesinio mokesčio nėra.",
  pricesFree: "Po registracijos gaunate 50 nemokamų kreditų.",
  pricesNoRefund: "Nepanaudoti ar per klaidą nupirkti kreditai negrąžinami.",
  pricesFailed: "Nepavyko įkelti kainų.",

  integrationsTitle: "Integracijos",
  integrationsBody: "Eksportuojame importo failus šioms programoms ir formatams:",
  integrations: [
    { name: "Rivilė GAMA", format: ".eip" },
    { name: "Rivilė ERP", format: ".xlsx" },
    { name: "Finvalda", format: ".xml" },
    { name: "Centas", format: ".xml" },
    { name: "Apskaita5", format: ".xml, su mūsų įskiepiu" },
    { name: "Excel", format: ".csv, .xlsx" },
    { name: "i.SAF", format: ".xml VMI registrui" },
  ],

  faqTitle: "Dažni klausimai",
  faq: [
    {
      question: "Kiek laiko nuskaitomas vienas dokumentas?",
      answer:
        "Mūsų matavimu skaitmeninė PDF sąskaita nuskaitoma per 0,89 s, nuskenuota vieno puslapio – per 1,76 s (medianos, nuo įkėlimo iki rezultato). Daug dokumentų įkėlus kartu, jie apdorojami eilės tvarka: apie 96 skaitmeninius dokumentus per minutę.",
    },
    {
      question: "Kiek kainuoja?",
      answer:
        "1 kreditas už dokumentą sumiškai, 1,3 kredito – detaliai. Kreditai perkami paketais (kainos aukščiau), nesibaigia, mėnesinio mokesčio nėra. Po registracijos gaunate 50 nemokamų kreditų.",
    },
    {
      question: "Ar mokama už dublikatus ir netinkamus dokumentus?",
      answer:
        "Ne. Jau įkeltas failas ar ta pati pardavėjo sąskaita atmetama kaip dublikatas, o ne sąskaita (pvz., važtaraštis) – kaip netinkamas dokumentas; už juos rezervuoti kreditai grąžinami.",
    },
    {
      question: "Kur apdorojami mano dokumentai?",
      answer:
        "Mūsų serveriuose. Tekstas imamas iš PDF teksto sluoksnio ar įterpto el. sąskaitos XML, skenuoti puslapiai atpažįstami OCR (Tesseract ir RapidOCR procesoriuje arba Surya OCR mūsų GPU serveriuose), o kai įjungtas, kalbos modelis veikia mūsų pačių GPU serveriuose. Dokumentų nesiunčiame trečiųjų šalių dirbtinio intelekto paslaugoms.",
    },
    {
      question: "Kiek laiko saugomi failai?",
      answer:
        "18 mėnesių po sėkmingo apdorojimo, nebent juos ištrinate anksčiau. Ištrinti dokumentai iš karto dingsta iš sąrašo, o jų failai pašalinami.",
    },
    {
      question: "Kokius failus galima įkelti?",
      answer:
        "PDF, PNG ir JPG/JPEG iki 20 MB ir 30 puslapių; vienas dokumentas viename faile (gali būti keli puslapiai), iki 50 failų vienu kartu. Kelias sąskaitas viename PDF išskaidome.",
    },
    {
      question: "Ar nupirkti kreditai grąžinami?",
      answer:
        "Ne: nepanaudoti ar per klaidą nupirkti kreditai negrąžinami, o panaudoti kreditai – tuo labiau. Užtat jie nesibaigia.",
    },
  ],

  ctaTitle: "Išbandykite su savo sąskaitomis",
  ctaBody: "Registracija užtrunka minutę; 50 nemokamų kreditų – 50 dokumentų sumiškai.",
} as const;
