"""The guide's first content, written for the product as it is (docs/exports.md, docs/credits.md, the
screens). Migration 0008 inserts it; afterwards it lives in the database and the editor changes it.
Screenshots are files of web/public/gidas/."""

from datetime import UTC, datetime
from typing import Any

from api.guide.blocks import BODY, plain_text, with_anchors

PUBLISHED = datetime(2026, 11, 24, 8, 0, tzinfo=UTC)
AUTHOR = "DokSkenas komanda"


def heading(text: str, level: int = 2) -> dict[str, Any]:
    return {"type": "heading", "text": text, "level": level}


def paragraph(html: str) -> dict[str, Any]:
    return {"type": "paragraph", "html": html}


def image(name: str, alt: str, caption: str = "") -> dict[str, Any]:
    return {"type": "image", "src": f"/gidas/{name}", "alt": alt, "caption": caption}


def steps(*items: str) -> dict[str, Any]:
    return paragraph("<ol>" + "".join(f"<li>{item}</li>" for item in items) + "</ol>")


def bullets(*items: str) -> dict[str, Any]:
    return paragraph("<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>")


def quote(text: str) -> dict[str, Any]:
    return {"type": "quote", "text": text}


def code(text: str) -> dict[str, Any]:
    return {"type": "code", "code": text}


DIVIDER: dict[str, Any] = {"type": "divider"}

CATEGORIES: list[dict[str, Any]] = [
    {
        "slug": "pradzia",
        "title": "Pradžia",
        "description": "Registracija, įmonės duomenys ir kaip DokSkenas skaičiuoja kreditus.",
        "image_url": "/gidas/nustatymai.webp",
    },
    {
        "slug": "dokumentai",
        "title": "Dokumentų įkėlimas ir tikrinimas",
        "description": "Kaip įkelti sąskaitas, pasirinkti skaitmenizavimo būdą, patikrinti ir pataisyti "
        "duomenis.",
        "image_url": "/gidas/suvestine.webp",
    },
    {
        "slug": "eksportas",
        "title": "Eksportas į apskaitos programas",
        "description": "Failai Rivilei GAMA, Rivilei ERP, Finvaldai, Centui ir Apskaitai5 ir kaip juos "
        "importuoti.",
        "image_url": "/gidas/eksportas.webp",
    },
    {
        "slug": "paskyra",
        "title": "Paskyra ir mokėjimai",
        "description": "Kreditų pirkimas, kreditų judėjimas, slaptažodis ir paskyros veiksmų žurnalas.",
        "image_url": "/gidas/papildyti.webp",
    },
]

ARTICLES: list[dict[str, Any]] = [
    # --- Pradžia ---------------------------------------------------------------------------------
    {
        "category": "pradzia",
        "slug": "registracija-ir-imones-nustatymai",
        "title": "Registracija ir įmonės nustatymai",
        "search_description": "Kaip susikurti paskyrą, gauti 50 nemokamų kreditų ir nurodyti įmonės "
        "rekvizitus bei buhalterinę programą.",
        "body": [
            paragraph(
                "<p>DokSkenas atpažįsta sąskaitas faktūras ir kvitus, o duomenis paruošia importui į "
                "buhalterinę programą. Pradėti užtrunka kelias minutes: susikuriate paskyrą, nurodote "
                "savo įmonę ir pasirenkate programą.</p>"
            ),
            heading("Paskyros sukūrimas"),
            steps(
                'Atidarykite <a href="/registruotis">Registruotis</a>.',
                "Įveskite el. paštą ir slaptažodį. Slaptažodis turi turėti bent 8 simbolius, mažąją ir "
                "didžiąją raidę, skaitmenį ir jokių tarpų.",
                "Pakartokite slaptažodį ir spauskite <strong>Registruotis</strong>.",
            ),
            paragraph(
                "<p>Po registracijos iškart atsidaro <strong>Suvestinė</strong>, o paskyroje jau yra "
                "<strong>50 nemokamų kreditų</strong> – užtenka 50 dokumentų išbandyti.</p>"
            ),
            image(
                "registracija.webp", "Registracijos forma", "Registracijos forma su slaptažodžio taisyklėmis"
            ),
            heading("Įmonės duomenys"),
            paragraph(
                '<p>Prieš įkeliant pirmą dokumentą atidarykite <a href="/nustatymai">Nustatymai</a> ir '
                "skiltyje <strong>Įmonės informacija</strong> užpildykite įmonės pavadinimą, įmonės kodą "
                "ir šalį (privalomi), PVM kodą, IBAN ir adresą. Pagal šiuos duomenis DokSkenas nustato, "
                "ar dokumentas yra pirkimas (jūsų įmonė – pirkėja), ar pardavimas (jūsų įmonė – "
                "pardavėja).</p>"
            ),
            heading("Buhalterinė programa"),
            paragraph(
                "<p>Skiltyje <strong>Buhalterinė programa</strong> pasirinkite numatytąją programą: "
                "Rivilė GAMA, Rivilė ERP, Finvalda, Centas arba Apskaita5. Į ją bus eksportuojami "
                "dokumentai. Kol programa nepasirinkta, dokumentų įkelti nepavyks – suvestinė primins "
                "nueiti į nustatymus.</p>"
            ),
            image("nustatymai.webp", "Nustatymų puslapis", "Įmonės informacija ir buhalterinė programa"),
        ],
    },
    {
        "category": "pradzia",
        "slug": "kreditai",
        "title": "Kaip skaičiuojami kreditai",
        "search_description": "Kiek kreditų kainuoja dokumentas, kada kreditai rezervuojami, nurašomi ir "
        "grąžinami.",
        "body": [
            paragraph(
                "<p>DokSkenas veikia išankstinio mokėjimo principu: paskyroje laikote kreditų likutį, "
                "o kiekvienas skaitmenizuotas dokumentas jų sunaudoja. Mėnesinio mokesčio nėra, kreditai "
                "nesibaigia.</p>"
            ),
            heading("Kiek kainuoja dokumentas"),
            bullets(
                "<strong>Sumiškai</strong> – 1 kreditas už dokumentą (tik dokumento sumos).",
                "<strong>Detaliai</strong> – 1,3 kredito už dokumentą (su prekių eilutėmis).",
            ),
            paragraph(
                "<p>Vienas dokumentas – vienas failas, net jei jame keli puslapiai. Dublikatai ir "
                "netinkami dokumentai nemokami.</p>"
            ),
            heading("Rezervavimas ir nurašymas"),
            paragraph(
                "<p>Įkeliant dokumentą jo kaina iškart <strong>rezervuojama</strong> – likutis sumažėja. "
                "Kai dokumentas sėkmingai atpažintas, rezervacija tampa nurašymu. Jei dokumentas "
                "atmetamas (pvz., tai ne sąskaita, dublikatas ar apdorojimas užtruko per ilgai), "
                "rezervuoti kreditai <strong>grąžinami</strong>.</p>"
            ),
            paragraph(
                '<p>Kiekvieną judėjimą matote puslapyje <a href="/papildyti">Papildyti</a>, lentelėje '
                "<strong>Kreditų judėjimas</strong>: data, priežastis, kiekis ir likutis po jo.</p>"
            ),
            quote("Nepanaudoti ar per klaidą nupirkti kreditai negrąžinami."),
        ],
    },
    # --- Dokumentai ------------------------------------------------------------------------------
    {
        "category": "dokumentai",
        "slug": "dokumentu-ikelimas",
        "title": "Dokumentų įkėlimas",
        "search_description": "Kokius failus galima įkelti, kaip įkelti kelis dokumentus iš karto ir kiek "
        "laiko trunka atpažinimas.",
        "body": [
            heading("Tinkami failai"),
            bullets(
                "Formatai: <strong>PDF, PNG, JPG/JPEG</strong>.",
                "Vienas dokumentas viename faile; dokumentas gali turėti kelis puslapius.",
                "Tinka ir skenuoti, ir telefonu nufotografuoti dokumentai, ir skaitmeniniai PDF.",
            ),
            heading("Kaip įkelti"),
            steps(
                "Suvestinėje spauskite <strong>Įkelti dokumentus</strong>.",
                "Nutempkite failus į langą arba spustelėkite ir pasirinkite juos.",
                "Pasirinkite <strong>Skaitmenizavimo būdą</strong>: Sumiškai arba Detaliai.",
                "Spauskite <strong>Įkelti</strong>. Įkėlimo eiga rodoma lange.",
            ),
            image("ikelimas.webp", "Dokumentų įkėlimo langas", "Įkėlimo langas su skaitmenizavimo būdu"),
            heading("Kas vyksta po įkėlimo"),
            paragraph(
                "<p>Dokumentas suvestinėje atsiranda su būsena <strong>Vykdomas</strong>. Atpažinimas "
                "vidutiniškai trunka apie 30 sekundžių; vienu metu galite įkelti ir tūkstančius "
                "dokumentų. Baigus būsena tampa <strong>Atliktas (Neeksportuotas)</strong> arba "
                "<strong>Atmestas</strong> – tada prie dokumento parašyta priežastis, o kreditai "
                "grąžinami.</p>"
            ),
            paragraph(
                "<p>Jei įkeliamas failas netinka (ne tas formatas, per didelis, sugadintas), visas "
                "įkėlimas atmetamas ir nieko neišsaugoma – pataisykite failą ir įkelkite dar kartą. "
                "Failai archyve laikomi 18 mėnesių, jei jų neištrinate anksčiau.</p>"
            ),
        ],
    },
    {
        "category": "dokumentai",
        "slug": "skaitmenizavimo-budai",
        "title": "Skaitmenizavimo būdai: sumiškai ar detaliai",
        "search_description": "Kuo skiriasi sumiškas ir detalus skaitmenizavimas, kiek jie kainuoja ir "
        "kada kurį rinktis.",
        "body": [
            paragraph(
                "<p>Įkeldami dokumentus pasirenkate, kiek duomenų iš jų reikia. Būdas taikomas visiems tuo "
                "metu įkeliamiems failams.</p>"
            ),
            heading("Sumiškai – 1 kreditas"),
            paragraph(
                "<p>Atpažįstami dokumento rekvizitai ir sumos: pardavėjas ir pirkėjas, datos, serija ir "
                "numeris, suma be PVM, PVM ir suma su PVM. Eksportuojant sukuriama viena eilutė (arba po "
                "eilutę kiekvienam PVM tarifui). Tinka paslaugų sąskaitoms, komunaliniams, kurui – kai "
                "prekių apskaita nereikalinga.</p>"
            ),
            heading("Detaliai – 1,3 kredito"),
            paragraph(
                "<p>Papildomai atpažįstamos <strong>prekių eilutės</strong>: pavadinimas, kodas, kiekis, "
                "matavimo vienetas, kaina, sumos ir PVM. Rinkitės, kai prekes apskaitote sandėlyje arba "
                "reikia kiekvienos eilutės PVM klasifikatoriaus.</p>"
            ),
            heading("Kainos eurais"),
            paragraph(
                "<p>Perkant kreditų paketą vienas kreditas kainuoja nuo 0,162 iki 0,18 €, taigi sumiškai "
                "skaitmenizuotas dokumentas kainuoja apie 0,18 €, detaliai – apie 0,23 €. Plačiau – "
                '<a href="/straipsnis/kreditu-pirkimas">Kreditų pirkimas</a>.</p>'
            ),
        ],
    },
    {
        "category": "dokumentai",
        "slug": "perziura-ir-taisymas",
        "title": "Duomenų peržiūra ir taisymas",
        "search_description": "Kaip peržiūrėti atpažintą dokumentą, rasti tikrintinus laukus (F8) ir "
        "pataisyti reikšmes.",
        "body": [
            paragraph(
                "<p>Suvestinėje spustelėkite dokumento eilutę – atsidarys peržiūra: kairėje dokumento "
                "vaizdas (galima didinti ir mažinti), dešinėje atpažinti duomenys skiltimis Dokumentas, "
                "Sumos, Pardavėjas, Pirkėjas ir Prekės.</p>"
            ),
            image("perziura.webp", "Dokumento peržiūra", "Dokumento vaizdas ir atpažinti laukai"),
            heading("Tikrintini laukai"),
            paragraph(
                "<p>Reikšmės, kurių nepatvirtina sumos ar kontrolinis skaitmuo, pažymėtos oranžine žyma, o "
                "viršuje rodoma <strong>Tikrintinų laukų</strong> skaičius. Klavišu <kbd>F8</kbd> "
                "pereisite prie kito tikrintino lauko. Jei reikšmė teisinga, paspauskite <kbd>Enter</kbd> "
                "– ji bus patvirtinta.</p>"
            ),
            heading("Kaip pataisyti reikšmę"),
            steps(
                "Spustelėkite lauką (arba pasiekite jį <kbd>F8</kbd> ir paspauskite <kbd>Enter</kbd>).",
                "Įveskite teisingą reikšmę. Datos rašomos formatu YYYY-MM-DD, sumos – skaičiais.",
                "Paspauskite <kbd>Enter</kbd> – reikšmė išsaugoma. <kbd>Esc</kbd> atšaukia keitimą.",
            ),
            paragraph(
                "<p>Jei sumos nesutampa (pvz., eilučių suma nelygi dokumento sumai), matysite perspėjimą "
                "„Patikrinkite sumas“. Pataisykite klaidingą sumą ir perspėjimas dings.</p>"
            ),
        ],
    },
    {
        "category": "dokumentai",
        "slug": "prekiu-eilutes",
        "title": "Prekių eilutės",
        "search_description": "Kaip tikrinti, taisyti, pridėti ir ištrinti detaliai skaitmenizuoto "
        "dokumento prekių eilutes.",
        "body": [
            paragraph(
                "<p>Detaliai skaitmenizuoto dokumento peržiūroje skiltyje <strong>Prekės</strong> matote "
                "kiekvieną eilutę: pavadinimą, kodą, kiekį, matavimo vienetą, kainą, sumą be PVM, PVM %, "
                "PVM, sumą su PVM ir PVM kodą.</p>"
            ),
            heading("Eilutės taisymas"),
            paragraph(
                "<p>Laukai taisomi taip pat, kaip dokumento laukai: spustelėkite, įveskite ir "
                "paspauskite <kbd>Enter</kbd>. PVM kodas (PVM1, PVM2 ir kt.) parenkamas automatiškai "
                "pagal kryptį, kontrahento šalį, prekę ar paslaugą ir tarifą; jį galima pakeisti.</p>"
            ),
            heading("Eilutės pridėjimas ir trynimas"),
            bullets(
                "<strong>Pridėti prekę</strong> – nauja eilutė dokumento pabaigoje.",
                "<strong>Ištrinti prekę</strong> – eilutė pašalinama patvirtinus klausimą „Ar tikrai "
                "norite ištrinti prekę?“.",
            ),
            heading("Kai eilučių nėra"),
            paragraph(
                "<p>Sumiškai skaitmenizuotas dokumentas eilučių neturi. Eksportuojant iš dokumento "
                "prekės laukų sukuriama viena eilutė (kiekis 1, kaina – suma be PVM), o kai dokumente "
                "keli PVM tarifai – po eilutę kiekvienam tarifui.</p>"
            ),
        ],
    },
    {
        "category": "dokumentai",
        "slug": "keliu-imoniu-rezimas",
        "title": "Kelių įmonių režimas buhalteriams",
        "search_description": "Kaip vesti kelių įmonių apskaitą vienoje paskyroje: kontrahentų sąrašas ir "
        "pirkimo ar pardavimo nustatymas.",
        "body": [
            paragraph(
                '<p>Jei vedate kelių įmonių buhalteriją, įjunkite <a href="/nustatymai">Nustatymuose</a> '
                "jungiklį <strong>Kelių įmonių režimas</strong>. Tada dokumentai nebesiejami su viena "
                "profilio įmone.</p>"
            ),
            heading("Kontrahentų sąrašas"),
            paragraph(
                "<p>Suvestinės kairėje atsiranda <strong>Kontrahentai</strong> – visos dokumentuose "
                "rastos įmonės su dokumentų skaičiumi. Ieškokite pagal pavadinimą ar kodą.</p>"
            ),
            image(
                "keliu-imoniu.webp", "Suvestinė kelių įmonių režimu", "Kontrahentų sąrašas suvestinės kairėje"
            ),
            heading("Pirkimas ar pardavimas"),
            paragraph(
                "<p>Pasirinkite kontrahentą kairėje – tai įmonė, kurios apskaitą dabar tvarkote. "
                "Dokumentai, kuriuose ji pirkėja, eksportuojami kaip pirkimai, kuriuose pardavėja – kaip "
                "pardavimai. Kol kontrahentas nepasirinktas, eksportuojant matysite priminimą "
                "„Pasirinkite kontrahentą kairėje pusėje, kad nustatyti pirkimą/pardavimą eksportui.“</p>"
            ),
        ],
    },
    # --- Eksportas -------------------------------------------------------------------------------
    {
        "category": "eksportas",
        "slug": "eksportas-rivile-gama",
        "title": "Eksportas į Rivilę GAMA",
        "search_description": "Rivilės GAMA .eip failai: kokie failai sukuriami ir kokia tvarka juos "
        "importuoti.",
        "body": [
            heading("Eksportas iš DokSkeno"),
            steps(
                "Nustatymuose pasirinkite programą <strong>Rivilė GAMA</strong>.",
                "Suvestinėje pažymėkite atliktus dokumentus ir spauskite <strong>Eksportuoti</strong>.",
                "Atsisiųsite ZIP archyvą su <code>.eip</code> failais (WINDOWS-1257 koduote).",
            ),
            image("eksportas.webp", "Pažymėti dokumentai ir mygtukas Eksportuoti"),
            heading("Archyvo failai"),
            bullets(
                "<code>klientai.eip</code> – kontrahentai (N08, N33);",
                "<code>prekes.eip</code> ir <code>paslaugos.eip</code> – prekės ir paslaugos (N17);",
                "<code>kodai.eip</code> – kodai (N25);",
                "<code>pirkimai.eip</code> ir <code>pardavimai.eip</code> – dokumentai (I06, I07).",
            ),
            heading("Importas į Rivilę GAMA"),
            paragraph(
                "<p>Rivilėje GAMA naudokite duomenų importą iš failo ir importuokite failus būtent šia "
                "tvarka:</p>"
            ),
            code("klientai.eip → prekes.eip → paslaugos.eip → kodai.eip → pirkimai.eip / pardavimai.eip"),
            paragraph(
                "<p>Matavimo vienetai jau turi būti sukurti Rivilėje GAMA. Kreditinės sąskaitos "
                "importuojamos kaip grąžinimai, užsienio valiutos dokumentai – su Lietuvos banko kursu.</p>"
            ),
        ],
    },
    {
        "category": "eksportas",
        "slug": "eksportas-rivile-erp",
        "title": "Eksportas į Rivilę ERP",
        "search_description": "Rivilės ERP Excel (.xlsx) failai pagal oficialius šablonus ir jų importas.",
        "body": [
            heading("Eksportas iš DokSkeno"),
            paragraph(
                "<p>Nustatymuose pasirinkite <strong>Rivilė ERP</strong>, suvestinėje pažymėkite dokumentus "
                "ir spauskite <strong>Eksportuoti</strong>. Gausite ZIP archyvą su Excel failais, "
                "užpildytais pagal oficialius Rivilės ERP šablonus:</p>"
            ),
            bullets(
                "<code>klientai.xlsx</code> – kontrahentai;",
                "<code>prekes_paslaugos.xlsx</code> – prekės ir paslaugos;",
                "<code>pirkimai.xlsx</code> arba <code>pardavimai.xlsx</code> – dokumentai.",
            ),
            heading("Importas į Rivilę ERP"),
            steps(
                "Rivilėje ERP atidarykite importą iš Excel.",
                "Pirmiausia importuokite <code>klientai.xlsx</code>.",
                "Tada <code>prekes_paslaugos.xlsx</code>.",
                "Paskiausiai dokumentų failą – <code>pirkimai.xlsx</code> arba <code>pardavimai.xlsx</code>.",
            ),
            paragraph(
                "<p>Šablonų antraštinės eilutės paliktos nepakeistos, datos ir sumos įrašytos kaip "
                "datos ir skaičiai, kodai – kaip tekstas, todėl failų taisyti prieš importą nereikia.</p>"
            ),
        ],
    },
    {
        "category": "eksportas",
        "slug": "eksportas-finvalda",
        "title": "Eksportas į Finvaldą",
        "search_description": "Finvaldos XML failai pirkimams, pardavimams ir grąžinimams bei jų importas.",
        "body": [
            heading("Eksportas iš DokSkeno"),
            paragraph(
                "<p>Nustatymuose pasirinkite <strong>Finvalda</strong>, pažymėkite dokumentus ir spauskite "
                "<strong>Eksportuoti</strong>. Kiekvienai operacijų rūšiai sukuriamas atskiras XML "
                "failas:</p>"
            ),
            bullets(
                "<code>finvalda_pirkimai.xml</code>",
                "<code>finvalda_pirkimu_grazinimai.xml</code>",
                "<code>finvalda_pardavimai.xml</code>",
                "<code>finvalda_pardavimo_grazinimai.xml</code>",
            ),
            paragraph(
                "<p>Kiekviename faile yra ir jo operacijoms reikalingi klientai, prekės ir paslaugos.</p>"
            ),
            heading("Importas į Finvaldą"),
            steps(
                "Finvaldoje atidarykite <strong>Įrankiai → Duomenų importas</strong>.",
                "Pažymėkite „Užpildyti import varneles“.",
                "Pasirinkite failą ir importuokite.",
            ),
            paragraph(
                "<p>Žurnalą, sandėlį ir padalinį Finvalda užpildo pagal savo numatytąsias reikšmes – "
                "patikrinkite jas Finvaldos <strong>Nustatymuose</strong> prieš pirmą importą.</p>"
            ),
        ],
    },
    {
        "category": "eksportas",
        "slug": "eksportas-centas",
        "title": "Eksportas į Centą",
        "search_description": "Centas: vienas XML failas pirkimams ir pardavimams, jo importas.",
        "body": [
            heading("Eksportas iš DokSkeno"),
            paragraph(
                "<p>Nustatymuose pasirinkite <strong>Centas</strong>, pažymėkite dokumentus ir spauskite "
                "<strong>Eksportuoti</strong>. Gausite vieną <code>centas.xml</code> failą (UTF-8), kuriame "
                "kartu yra pirkimai ir pardavimai.</p>"
            ),
            heading("Kas įrašoma"),
            bullets(
                "kontrahentas, jo kodas, PVM kodas, šalis ir adresas;",
                "sąskaitos, registravimo ir apmokėjimo datos;",
                "sumos be PVM, PVM ir su PVM, valiuta;",
                "eilutės su kodu, pavadinimu, matavimo vienetu, kiekiu, kaina, PVM tarifu ir kodu.",
            ),
            heading("Importas į Centą"),
            steps(
                "Centas programoje atidarykite dokumentų importą iš XML failo.",
                "Pasirinkite <code>centas.xml</code>.",
                "Peržiūrėkite importuojamus dokumentus ir patvirtinkite.",
            ),
            paragraph(
                "<p>Kreditinės sąskaitos eksportuojamos su neigiamomis sumomis ir kiekiais; grynaisiais "
                "apmokėti pardavimai pažymimi kaip apmokėti kasoje.</p>"
            ),
        ],
    },
    {
        "category": "eksportas",
        "slug": "eksportas-apskaita5",
        "title": "Eksportas į Apskaitą5",
        "search_description": "Apskaita5: XML failai ir DokSkeno adapteris (A5Plugin.dll), jo įdiegimas ir "
        "importas.",
        "body": [
            heading("Eksportas iš DokSkeno"),
            paragraph(
                "<p>Nustatymuose pasirinkite <strong>Apskaita5</strong>, pažymėkite dokumentus ir spauskite "
                "<strong>Eksportuoti</strong>. Gausite <code>apskaita5_pirkimai.xml</code> ir (ar) "
                "<code>apskaita5_pardavimai.xml</code>.</p>"
            ),
            heading("Adapteris"),
            paragraph(
                "<p>Apskaita5 XML failus skaito per įskiepį. Atsisiųskite mūsų "
                '<a href="/api/download/apskaita5-adapter/">Apskaita5 adapterį</a> (ZIP su šaltiniais ir '
                "instrukcija README). Jį sukompiliavus gaunamas <code>A5Plugin.dll</code> su dviem "
                "adapteriais: gautoms ir išrašytoms sąskaitoms.</p>"
            ),
            heading("Importas į Apskaitą5"),
            steps(
                "Įdiekite adapterį pagal README instrukciją.",
                "Apskaitoje5 atidarykite įmonę, į kurią importuosite.",
                "Pasirinkite sąskaitų importą per adapterį ir XML failą.",
                "Importo formoje nurodykite numatytąją sąskaitą eilutėms be kodo ir patvirtinkite.",
            ),
            quote(
                "Adapteris išbandytas su visais mūsų bandomaisiais dokumentais, tačiau tikroje Apskaitos5 "
                "diegtyje dar nepaleistas – pirmą kartą importuokite kelis dokumentus ir patikrinkite."
            ),
        ],
    },
    # --- Paskyra ---------------------------------------------------------------------------------
    {
        "category": "paskyra",
        "slug": "kreditu-pirkimas",
        "title": "Kreditų pirkimas",
        "search_description": "Kreditų paketai (100, 500, 1000), mokėjimas kortele ir kreditų judėjimo "
        "istorija.",
        "body": [
            paragraph(
                '<p>Kreditus papildysite puslapyje <a href="/papildyti">Papildyti</a> – mokama kortele '
                "per Stripe. Kreditai nesibaigia, mėnesinio mokesčio nėra.</p>"
            ),
            heading("Paketai"),
            bullets(
                "100 kreditų – 18 € (0,18 € už dokumentą);",
                "500 kreditų – 85 €, −5 % (0,17 € už dokumentą);",
                "1000 kreditų – 162 €, −10 % (0,162 € už dokumentą).",
            ),
            image("papildyti.webp", "Kreditų paketai", "Puslapis Papildyti"),
            heading("Po mokėjimo"),
            paragraph(
                "<p>Sumokėjus grįšite į DokSkeną ir pamatysite pranešimą „Mokėjimas pavyko! Kreditai "
                "netrukus atsiras Jūsų paskyroje.“ Kreditai pridedami, kai mokėjimą patvirtina Stripe – "
                "paprastai per kelias sekundes. Pirkimas atsiranda lentelėje <strong>Kreditų "
                "judėjimas</strong>.</p>"
            ),
            paragraph(
                "<p>Kai kreditai baigiasi, naujų dokumentų įkelti negalima, kol nepapildysite likučio.</p>"
            ),
        ],
    },
    {
        "category": "paskyra",
        "slug": "slaptazodis-ir-saugumas",
        "title": "Slaptažodis ir paskyros saugumas",
        "search_description": "Kaip pakeisti ar atkurti slaptažodį ir kur matyti paskyros veiksmų žurnalą.",
        "body": [
            heading("Slaptažodžio keitimas"),
            paragraph(
                '<p><a href="/nustatymai">Nustatymuose</a> skiltyje <strong>Slaptažodžio keitimas</strong> '
                "įveskite dabartinį ir naują slaptažodį. Pakeitus slaptažodį visos kitos paskyros sesijos "
                "baigiasi – kitose naršyklėse reikės prisijungti iš naujo.</p>"
            ),
            heading("Pamiršote slaptažodį?"),
            steps(
                "Prisijungimo puslapyje spauskite <strong>Pamiršote slaptažodį?</strong>",
                "Įveskite paskyros el. paštą ir spauskite <strong>Siųsti nuorodą</strong>.",
                "Atverkite laiške gautą nuorodą ir nustatykite naują slaptažodį. Nuoroda galioja ribotą "
                "laiką ir tinka vieną kartą.",
            ),
            heading("Paskyros veiksmai"),
            paragraph(
                "<p>Nustatymų skiltyje <strong>Paskyros veiksmai</strong> matysite prisijungimus, "
                "slaptažodžio keitimus, eksportus ir kreditų judėjimą su laiku ir IP adresu. Pastebėję "
                "nepažįstamą prisijungimą, iškart pakeiskite slaptažodį.</p>"
            ),
        ],
    },
]


def seed_rows() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Rows for the two tables, with fixed ids, validated by the same block rules as the editor's."""
    category_ids = {category["slug"]: n for n, category in enumerate(CATEGORIES, start=1)}
    categories = [
        {
            **category,
            "id": category_ids[category["slug"]],
            "position": category_ids[category["slug"]],
            "is_published": True,
            "created_at": PUBLISHED,
            "updated_at": PUBLISHED,
        }
        for category in CATEGORIES
    ]
    articles = []
    positions: dict[str, int] = {}
    for n, article in enumerate(ARTICLES, start=1):
        body = with_anchors(BODY.validate_python(article["body"]))
        positions[article["category"]] = positions.get(article["category"], 0) + 1
        articles.append(
            {
                "id": n,
                "category_id": category_ids[article["category"]],
                "slug": article["slug"],
                "title": article["title"],
                "seo_title": "",
                "search_description": article["search_description"],
                "author_name": AUTHOR,
                "main_image_url": None,
                "body": [block.model_dump() for block in body],
                "body_text": plain_text(body),
                "position": positions[article["category"]],
                "is_published": True,
                "first_published_at": PUBLISHED,
                "last_published_at": PUBLISHED,
                "created_at": PUBLISHED,
                "updated_at": PUBLISHED,
            }
        )
    return categories, articles
