// The privacy policy, terms of use and About page: texts the spec leaves to us (spec 001 §9 "text of
// the About, terms and privacy pages: not shown"), written for what the product really does
// (docs/architecture.md: where documents are read, how long they are kept; docs/credits.md: payments).

import { texts } from "../texts";

export type LegalSection = { title: string; paragraphs: readonly string[] };
export type LegalDocument = {
  title: string;
  description: string;
  dated: string;
  sections: readonly LegalSection[];
};

export const LEGAL_DATE = "2025-08-08";

export const privacy: LegalDocument = {
  title: texts.pages.privacy,
  description: "Kokius duomenis DokSkenas tvarko, kur apdorojami jūsų dokumentai ir kiek laiko jie saugomi.",
  dated: `Galioja nuo ${LEGAL_DATE}`,
  sections: [
    {
      title: "Bendrosios nuostatos",
      paragraphs: [
        "Ši politika paaiškina, kaip DokSkenas (toliau – „mes“) tvarko paslaugos naudotojų ir svetainės lankytojų asmens duomenis pagal Bendrąjį duomenų apsaugos reglamentą (BDAR) ir Lietuvos Respublikos teisės aktus.",
        "Dėl savo dokumentuose esančių trečiųjų asmenų duomenų (pvz., kontrahentų darbuotojų vardų) jūs esate duomenų valdytojas, o mes – jūsų pavedimu juos tvarkantis duomenų tvarkytojas.",
      ],
    },
    {
      title: "Kokius duomenis renkame",
      paragraphs: [
        "Paskyros duomenys: el. pašto adresas ir slaptažodžio maiša (paties slaptažodžio nesaugome).",
        "Įmonės duomenys, kuriuos įvedate nustatymuose: pavadinimas, įmonės ir PVM kodai, adresas, IBAN, buhalterinė programa.",
        "Įkelti dokumentai ir iš jų nuskaityti duomenys: rekvizitai, sumos, prekių eilutės, jūsų pataisymai.",
        "Kreditų ir mokėjimų įrašai; paskyros veiksmų žurnalas (prisijungimai, slaptažodžio keitimai, eksportai) su IP adresu.",
        "Žinutės, kurias siunčiate per kontaktų formą: vardas, el. paštas, žinutės tekstas ir IP adresas.",
      ],
    },
    {
      title: "Kam naudojame duomenis",
      paragraphs: [
        "Paslaugai teikti pagal sutartį: dokumentams nuskaityti, patikrinti, saugoti ir eksportuoti, kreditams apskaityti.",
        "Teisėtu interesu: paskyroms apsaugoti (nesėkmingų prisijungimų ribojimas, veiksmų žurnalas), klaidoms taisyti ir užklausoms atsakyti.",
        "Teisinei prievolei vykdyti: mokėjimų apskaitos dokumentams saugoti.",
        "Tik jūsų sutikimu: reklamos slapukams (žr. 7 skyrių).",
      ],
    },
    {
      title: "Kur ir kaip apdorojami dokumentai",
      paragraphs: [
        "Dokumentai apdorojami mūsų serveriuose. Tekstas imamas iš PDF teksto sluoksnio arba iš į PDF įterptos el. sąskaitos XML; nuskenuoti puslapiai ir nuotraukos atpažįstami OCR programomis Tesseract ir RapidOCR serverio procesoriuje, o kai įjungta, – Surya OCR mūsų GPU serveriuose.",
        "Kai įjungtas, kalbos modelis (LLM) veikia per vLLM mūsų pačių GPU serveriuose ir tik pasiūlo laukų reikšmes, kurias patikrina taisyklės.",
        "Dokumentų ir jų turinio neperduodame trečiųjų šalių dirbtinio intelekto paslaugoms ir nenaudojame modeliams mokyti.",
        "Įmonių pavadinimai ir adresai tikrinami pagal vietoje laikomą Registrų centro atvirų duomenų kopiją. Jei įjungta PVM kodų patikra ES VIES sistemoje, jai perduodamas tik PVM mokėtojo kodas.",
      ],
    },
    {
      title: "Kam perduodame duomenis",
      paragraphs: [
        "Mokėjimus kortele tvarko Stripe: kortelės duomenis įvedate Stripe puslapyje, mes jų nematome ir nesaugome; gauname tik mokėjimo patvirtinimą.",
        "Laiškai (pvz., slaptažodžio atkūrimo nuoroda) siunčiami per mūsų el. pašto serverį.",
        "Duomenų neparduodame ir neperduodame reklamos tikslais be jūsų sutikimo. Teisės aktų numatytais atvejais duomenis galime pateikti valstybės institucijoms.",
      ],
    },
    {
      title: "Kiek laiko saugome",
      paragraphs: [
        "Įkelti dokumentai ir jų duomenys saugomi 18 mėnesių po sėkmingo apdorojimo, nebent juos ištrinate anksčiau; po to ištrinami automatiškai. Ištrinto dokumento failai pašalinami iš karto.",
        "Paskyros veiksmų žurnalas saugomas 400 dienų. Paskyros duomenys – kol turite paskyrą.",
        "Mokėjimų įrašai saugomi tiek, kiek reikalauja buhalterinės apskaitos teisės aktai. Kontaktų formos žinutės – kol reikia atsakyti ir išspręsti jūsų klausimą.",
      ],
    },
    {
      title: "Slapukai",
      paragraphs: [
        "Būtinieji slapukai: prisijungimo sesija (prieigos ir atnaujinimo žetonai), apsauga nuo CSRF atakų, patikimos naršyklės žymė prisijungimų ribojimui ir jūsų sprendimas dėl slapukų. Be jų paslauga neveiktų, todėl sutikimo jiems neprašome.",
        "Reklamos slapukai (socialinio tinklo reklamos pikselis) įkeliami tik tada, kai juos įjungiame ir jūs spustelite „Sutinku“. Spustelėjus „Nesutinku“, jokie įvykiai nesiunčiami. Sprendimą galite pakeisti ištrynę naršyklės slapukus.",
      ],
    },
    {
      title: "Saugumas",
      paragraphs: [
        "Ryšys su paslauga šifruojamas (HTTPS), slaptažodžiai saugomi tik kaip argon2 maišos, kiekviena užklausa tikrina, ar duomenys priklauso prisijungusiam naudotojui.",
        "Prie dokumentų prieigą turi tik jūs; mūsų darbuotojai į juos žiūri tik jūsų prašymu, kai reikia išspręsti problemą.",
      ],
    },
    {
      title: "Jūsų teisės",
      paragraphs: [
        "Turite teisę susipažinti su savo duomenimis, juos ištaisyti, ištrinti, apriboti jų tvarkymą, nesutikti su tvarkymu, gauti juos perkeliamu formatu ir bet kada atšaukti sutikimą.",
        "Prašymus siųskite el. paštu, nurodytu puslapyje „Susisiekti“; atsakysime per 30 dienų. Skundą galite pateikti Valstybinei duomenų apsaugos inspekcijai (vdai.lrv.lt).",
      ],
    },
    {
      title: "Nepilnamečiai",
      paragraphs: [
        "Paslauga skirta pilnamečiams asmenims ir įmonėms. Sąmoningai nerenkame nepilnamečių duomenų.",
      ],
    },
    {
      title: "Politikos pakeitimai",
      paragraphs: [
        "Politiką galime atnaujinti, kai keičiasi paslauga ar teisės aktai; galiojanti redakcija ir jos data visada skelbiama šiame puslapyje. Apie esminius pakeitimus registruotus naudotojus informuosime el. paštu.",
      ],
    },
  ],
};

export const terms: LegalDocument = {
  title: texts.pages.terms,
  description: "DokSkenas paslaugos naudojimo sąlygos: paskyra, kreditai, mokėjimai ir atsakomybė.",
  dated: `Galioja nuo ${LEGAL_DATE}`,
  sections: [
    {
      title: "Taikymas",
      paragraphs: [
        "Šios taisyklės taikomos DokSkenas paslaugai: sąskaitų ir kitų apskaitos dokumentų skaitmenizavimui ir duomenų eksportui į buhalterines programas. Registruodamiesi patvirtinate, kad su jomis susipažinote ir sutinkate.",
      ],
    },
    {
      title: "Paskyra",
      paragraphs: [
        "Paslauga skirta pilnamečiams asmenims ir įmonėms. Registruodamiesi nurodote tikrą el. pašto adresą.",
        "Už savo slaptažodžio saugumą ir veiksmus paskyroje atsakote jūs. Pastebėję neįprastą veiklą, pakeiskite slaptažodį: tada visos kitos sesijos baigiasi.",
      ],
    },
    {
      title: "Paslaugos turinys",
      paragraphs: [
        "Duomenys iš dokumentų nuskaitomi automatiškai. Nors sumos ir rekvizitai tikrinami, rezultatas gali turėti klaidų, todėl prieš importuodami duomenis į apskaitą juos peržiūrėkite. Už apskaitos įrašus atsakote jūs.",
        "Eksporto failai kuriami pagal programų gamintojų skelbiamus formatus; jei programa pakeičia importo formatą, paslaugą pritaikome per protingą laiką.",
      ],
    },
    {
      title: "Kreditai ir kainos",
      paragraphs: [
        "Dokumentų skaitmenizavimas apmokamas kreditais: 1 kreditas už dokumentą sumiškai, 1,3 kredito – detaliai (su prekių eilutėmis). Po registracijos suteikiama 50 nemokamų kreditų.",
        "Už dokumentą, atmestą kaip dublikatą ar netinkamą, ir už dokumentą, kurio nepavyko apdoroti, kreditai nenurašomi.",
        "Kreditai perkami paketais; mokėjimus kortele tvarko Stripe. Kreditai nesibaigia, mėnesinio mokesčio nėra.",
        "Panaudoti kreditai negrąžinami. Nepanaudoti ar per klaidą nupirkti kreditai negrąžinami.",
        "Kainos ir sąlygos gali keistis; jau nupirktiems kreditams galioja pirkimo metu buvusios sąlygos.",
      ],
    },
    {
      title: "Dokumentų saugojimas",
      paragraphs: [
        "Įkelti failai saugomi archyve 18 mėnesių po sėkmingo apdorojimo, nebent juos ištrinate anksčiau; vėliau jie ištrinami automatiškai. Pasirūpinkite, kad originalai būtų saugomi ir jūsų apskaitoje tiek, kiek reikalauja teisės aktai.",
      ],
    },
    {
      title: "Leistinas naudojimas",
      paragraphs: [
        "Įkelkite tik dokumentus, kuriuos turite teisę tvarkyti. Draudžiama įkelti kenkėjiškus failus, bandyti pasiekti kitų naudotojų duomenis ar perkrauti paslaugą automatinėmis užklausomis.",
        "Pažeidus šias taisykles, paskyros veikla gali būti sustabdyta.",
      ],
    },
    {
      title: "Atsakomybė",
      paragraphs: [
        "Paslauga teikiama tokia, kokia yra. Neatsakome už netiesioginius nuostolius, kilusius dėl neperžiūrėtų duomenų importo į apskaitą. Mūsų atsakomybė ribojama suma, kurią sumokėjote už paslaugą per paskutinius 12 mėnesių.",
      ],
    },
    {
      title: "Paslaugos prieinamumas",
      paragraphs: [
        "Stengiamės, kad paslauga veiktų nepertraukiamai, tačiau dėl priežiūros darbų ar gedimų ji gali būti laikinai nepasiekiama. Dokumentas, kurio nepavyksta apdoroti per nustatytą laiką, atmetamas, o už jį rezervuoti kreditai grąžinami.",
      ],
    },
    {
      title: "Asmens duomenys",
      paragraphs: ["Asmens duomenys tvarkomi pagal Privatumo politiką."],
    },
    {
      title: "Taisyklių keitimas",
      paragraphs: [
        "Taisykles galime keisti; galiojanti redakcija ir jos data skelbiama šiame puslapyje. Apie esminius pakeitimus informuosime el. paštu prieš 14 dienų.",
      ],
    },
    {
      title: "Taikoma teisė ir ginčai",
      paragraphs: [
        "Taikoma Lietuvos Respublikos teisė. Ginčus stengiamės spręsti derybomis; nepavykus – Lietuvos Respublikos teismuose. Vartotojai taip pat gali kreiptis į Valstybinę vartotojų teisių apsaugos tarnybą.",
      ],
    },
  ],
};

export const about = {
  title: texts.pages.about,
  description: "Kas yra DokSkenas ir kaip jį kuriame.",
  paragraphs: [
    "DokSkenas – lietuviška paslauga, kuri sąskaitas faktūras ir kvitus paverčia duomenimis buhalterinėms programoms. Ji skirta smulkiam verslui ir buhalteriams, kuriems nusibodo perrašinėti popierių.",
    "Dokumentus skaitome savo serveriuose: iš PDF teksto, įterptų el. sąskaitų ir OCR, o sumas, įmonių kodus ir PVM kodus tikriname taisyklėmis. Kas nepatvirtinta, pažymime, kad peržiūrėtumėte.",
    "Skaičiuojame, ką žadame: greitį ir tikslumą matuojame savo testais ir skelbiame išmatuotus skaičius, o ne apytikslius pažadus.",
    "Mokate tik už nuskaitytus dokumentus: be prenumeratos, be mėnesinio mokesčio, o dublikatai ir netinkami dokumentai nemokami.",
    "Kuriame ir nemokamas skaičiuokles: atlyginimo 2025 ir 2026 metams, PVM ir GPM.",
  ],
  contactPrompt: "Klausimų ar pasiūlymų? Parašykite mums.",
} as const;
