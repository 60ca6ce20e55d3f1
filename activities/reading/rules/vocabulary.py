"""Printed labels, as patterns over folded text (lower case, no diacritics: OCR often drops them).

Lithuanian first (domain.md §5.2), then English, German, Polish, Latvian, Estonian, French, Dutch.
"""

from __future__ import annotations

import re


def labels(phrases: str) -> re.Pattern[str]:
    """One pattern for ";"-separated phrases; a space in a phrase also matches dots, hyphens or nothing.
    Every phrase but the last ends with ";": a missing one joins two phrases into one that never matches.

    A Polish "ł" matches "l" (folded print) and "t": OCR without a Polish model reads it so ("do zaptaty").
    """
    parts = []
    for phrase in sorted((p.strip() for p in phrases.split(";")), key=len, reverse=True):
        words = [re.escape(w).replace("ł", "[lt]") for w in phrase.split()]
        parts.append(r"[\s.\-\u00ad\u2010]*".join(words))  # a soft hyphen too: "Re.\u00adNr."
    # "_" too: "number" inside a placeholder such as "invoice_number_1" is no label
    return re.compile(r"(?<![a-z0-9_])(?:" + "|".join(parts) + r")(?![a-z_])")


INVOICE_DATE = labels(
    """
    israsymo data; saskaitos data; saskaitos israsymo data; dokumento data; isdavimo data;
    saskaitos fakturos data; data; invoice date; date of issue; issue date; date issued; invoice dt;
    bill date; document date; date; rechnungsdatum; datum; ausstellungsdatum; belegdatum;
    data wystawienia; data faktury; datums; izrakstisanas datums; rekina datums; kuupaev; arve kuupaev;
    date de facture; date de facturation; date d'emission; factuurdatum; kvito data; cekio data; vom;
    datum vystaveni; datum vystavenia; paivamaara; laskun paivays; laskun pvm; fakturadatum;
    data fattura; data documento; fecha factura; fecha de factura; fecha de emision; fecha;
    data de emissao; data da fatura; datum izdavanja; datum i vrijeme izdavanja; datum racuna;
    data facturii; data emiterii;
    ημερομηνια; ημερομηνια εκδοσησ; datum izdaje; kraj in datum izdaje;
    дата на издаване; дата; fatura tarihi; duzenleme tarihi
    """
)
DUE_DATE = labels(
    """
    apmoketi iki; mokejimo terminas; mokejimo data; falligkeit; apmokejimo terminas; terminas;
    moketi iki; sumoketi iki; due date; payment due; due; pay by; date due; payment terms;
    falligkeitsdatum; fallig am; fallig; zahlbar bis; zahlungsziel; termin płatnosci; termin zapłaty;
    płatne do; apmaksas termins; samaksas termins; apmaksat lidz; maksetahtaeg; tasuda hiljemalt;
    maksetahtpaev; date d'echeance; echeance; date limite de paiement; date limite; vervaldatum;
    uiterste betaaldatum; datum splatnosti; splatnost; erapaiva; forfallodatum; forfallodag; scadenza;
    data scadenza; scadenza pagamento; vencimiento; fecha de vencimiento; fecha vencimiento;
    data de vencimento; vencimento; grazinti iki; grazinsime iki; refund by; refund date; erstattung bis;
    forfaldsdato; sidste rettidige betaling; betalingsfrist; forfallsdato; vervaldag; datum dospijeca;
    rok placanja; dospijece; termen de plata; scadenta; data scadentei; tagastamise tahtaeg;
    ημερομηνια ληξησ; προθεσμια πληρωμησ; rok placila; datum zapadlosti; zapadlost;
    срок за плащане; падеж; son odeme tarihi; vade tarihi
    """
)
OPERATION_DATE = labels(
    """
    tiekimo data; pvm apskaitos data; paslaugu suteikimo data; prekiu pristatymo data; pristatymo data;
    delivery date; supply date; service date; date of supply; tax point; lieferdatum; leistungsdatum;
    liefer und leistungsdatum; data sprzedazy; data dostawy; piegades datums; tarne kuupaev;
    date de livraison; leverdatum; duzp; datum uskutecneni zdanitelneho plneni;
    datum zdanitelneho plneni; toimituspaiva; datum isporuke; data livrarii;
    datum opravljene storitve; datum dobave
    """
)
SERIES = labels(
    """
    serija; series; serie; ser;
    seria;
    σειρα
    """
)
NUMBER = labels(
    """
    saskaitos nr; saskaitos numeris; sf nr; dokumento nr; fakturos nr; kvito nr; cekio nr; cekis nr;
    invoice no; invoice number; invoice #; invoice nr; inv no; invoice id; credit note no;
    credit note number; receipt no; bill no; rechnungsnummer; rechnung nr; rechnungs nr; gutschrift nr;
    nr faktury; numer faktury; faktura vat nr; faktura nr; rekina nr; rekins nr; arve nr; arve number;
    kreeditarve nr; kreeditarve number;
    facture n°; facture no; numero de facture; n° de facture; n° facture; factuurnummer; factuur nr; nr;
    no; numeris; number; n°; re nr; rg nr; rech nr; cislo faktury; faktura cislo; cislo dokladu; c.;
    laskun numero; laskun nro; laskunumero; fakturanummer; numero fattura; fattura n; n fattura;
    numero documento; n documento; numero factura; n factura; factura n; factura no; numero;
    numero da fatura; fatura n; kuitti nro; no factura; n.o factura; num factura; numero de factura;
    no fatura; n.o fatura; no fattura; n.o fattura; kuitin nro; kuittinumero; kuitti no; scontrino n;
    ticket n; ceka nr; ceka numurs; kases ceka nr; nr paragonu; paragon nr; kviitungi nr; tsekk nr;
    tseki nr; bon nr; beleg nr; kassenbon nr; kvittonummer; kvitto nr; kvittonr; fakturanr; n° ticket;
    no ticket; ticket no; fra simpl; bonnummer; bonnr; broj racuna; racun broj; racun br; br racuna;
    factura nr; numar factura; uctenka c; doklad c; documento n; doc n; αριθμοσ; αριθμοσ τιμολογιου;
    stevilka racuna; racun st; st racuna;
    номер; номер на фактура; фактура №; fatura no; fatura numarasi
    """
)
ORDER_NUMBER = labels(
    """
    uzsakymo nr; uzsakymo numeris; uzsakymas; order no; order number; order #; order id; purchase order;
    po number; po no; bestellnummer; bestellung nr; auftragsnummer; zamowienie nr; numer zamowienia;
    pasutijuma nr; tellimuse nr; bon de commande; ordernummer; objednavka c; cislo objednavky;
    tilausnumero; tilaus nro
    """
)
# A booking's reference: the only number a hotel or travel receipt may carry.
BOOKING_NUMBER = labels(
    """
    booking id; booking no; booking number; booking reference; reservation no; reservation number;
    confirmation no; confirmation number; buchungsnummer; reservierungsnummer; numer rezerwacji;
    rezervacijos
    nr; rezervacijos numeris; numero de reservation; n° de reservation; boekingsnummer; reserveringsnummer
    """
)
SELLER = labels(
    """
    pardavejas; tiekejas; paslaugu teikejas; paslaugos teikejas; vezejas; carrier; seller; supplier;
    vendor; bill from; sold by; issued by; verkaufer; lieferant; rechnungssteller; sprzedawca; dostawca;
    pardevejs; piegadatajs; muuja; tarnija; vendeur; fournisseur; leverancier; from; fornitore;
    cedente prestatore; cedente/prestatore; proveedor; emisor; fornecedor; dodavatel; prodavajici; myyja;
    toimittaja; laskuttaja; saljare; leverandor; saelger; selger; afsender; nuomotojas; landlord; lessor;
    vermieter; wynajmujacy; iznomatajs; uurileandja; elado; szallito; draudikas; insurer; prodavatelj;
    izdavatelj; dobavljac; furnizor; vanzator; prestator; πωλητησ; προμηθευτησ; prodajalec; izdajatelj;
    dobavitelj;
    доставчик; продавач; satici
    """
)
# A customer's or payer's number with the issuer ("Mokėtojo kodas 911555"), no company code.
CUSTOMER_CODE = labels(
    """
    moketojo kodas; kliento kodas; vartotojo kodas; abonento kodas; customer code; client code;
    kundennummer; kundencode
    """
)
# A code the document addresses to its reader: the buyer's ("Ihre USt-IdNr.", "Your VAT no.", "Customer VAT").
ADDRESSEE_CODE = labels(
    """
    ihre ust idnr; ihre ust id nr; ihre ust id; ihre ustidnr; ihre steuernummer; kunden ust idnr;
    kunden ust id; your vat; your vat number; your vat no; your vat id; customer vat; customer vat number;
    customer vat no; client vat; buyer vat; jusu pvm kodas; jusu pvm moketojo kodas; nabywca nip;
    nip nabywcy; pirceja pvn; ust idnr kunde; ust id nr kunde; ust id kunde; ust idnr des kunden;
    ust id nr des kunden; customer vat id; vat no customer; vat id customer;
    buyer's vat; buyer's vat id; buyers vat id; customer's vat; ostajan alv tunniste; dic odberatele;
    btw nummer afnemer; btw nr afnemer; btw afnemer; uw btw nummer; n tva client; tva client;
    numero tva client; ert momsreg nr; kundens momsreg nr; partita iva cliente; nif cliente; ihre uid;
    ihre uid nr; uid des kunden; kunden uid; uid kunde; uid nr kunde
    """
)
BUYER = labels(
    """
    pirkejas; gavejas; klientas; uzsakovas; moketojas; vartotojas; paslaugu gavejas; paslaugu pirkejas;
    paslaugos gavejas; buyer; customer; bill to; billed to; invoice to; sold to; ship to; client; kaufer;
    kunde; rechnungsempfanger; leistungsempfanger; kaufer/leistungsempfanger; nabywca; odbiorca; pircejs;
    sanemejs; maksatajs; ostja; maksja; klient; acheteur; facture a; adresse de facturation;
    adresse de livraison; destinataire; koper; afnemer; factuuradres; afleveradres; billing address;
    rechnungsadresse; fakturaadress; leveransadress; lieferadresse; empfanger; recipient; odberatel;
    kupujici; ostaja; asiakas; laskutusosoite; kopare; spett le; spettabile; cliente;
    cessionario committente; cessionario/committente; destinatario; datos del cliente; facturar a;
    comprador; adquirente; nuomininkas; tenant; lessee; mieter; najemca; nomnieks; uurnik; draudejas;
    policyholder; faktureres til; faktura til; fakturamodtager; fakturamottaker; kober; kjoper; mottaker;
    modtager; leveres til; rechnung an; fatura a; faturar a; kund; fakturamottagare; exmo.(s) sr.(s);
    exmos srs; exmo sr; exmos senhores; klant; klantgegevens; vevo; megrendelo; payer; kupac; narucitelj;
    cumparator; beneficiar; πελατησ; αγοραστησ; kupec; narocnik; abonentas; subscriber;
    получател; купувач; alici; sayin
    """
)
COMPANY_CODE = labels(
    """
    imones kodas; im kodas; imones k; im k; juridinio asmens kodas; registracijos kodas; imones reg nr;
    kodas; asmens kodas; reg nr; registration no; registration number; company code; company no;
    company reg no; reg no; registrikood; reg kood; reg code; registry code; registration code; regon;
    krs; handelsregisternummer; hrb; kvk; siret; siren; rcs; r c s; firmenbuchnummer; firmenbuch nr; fn;
    registracijas nr; vienotais reg nr; co reg no; co reg; roc no; company registration no;
    company registration number; registered no; registered number; company number; cro no; crn; ic; ico;
    y tunnus; business id; registered in ireland no; registered in ireland number; cro number; org nr;
    organisationsnummer; cvr; cvr nr; individualios veiklos vykdymo pazyma nr;
    individualios veiklos pazymos nr; individualios veiklos pazyma nr; iv pazymos nr; iv pazyma nr;
    verslo liudijimo nr; verslo liudijimas nr; code societe; code entreprise; codigo de empresa;
    codigo da empresa; numero d entreprise; codice fiscale; c f; cod fisc; rea; cif; nif; n i f; c i f;
    nipc; oib; reg br; cod unic de inregistrare; cui; c u i; cod fiscal; cod inregistrare;
    γεμη; γ ε μη; gemi; g e mi; maticna stevilka; maticna st;
    еик; булстат; vkn; vergi kimlik no; vergi no; tckn
    """
)
VAT_CODE = labels(
    """
    pvm moketojo kodas; pvm mok kodas; pvm kodas; pvm nr; pvm moketojo k; vat code; vat no; vat number;
    vat id; vat reg no; vat registration; vat; ust id; ust idnr; ust id nr; umsatzsteuer id; ust-idnr;
    nip; pvn reg nr; pvn kods; pvn; kmkr; kmkr nr; tva; n° tva; btw; btw nr; gst id; gst reg no; gstin;
    gst no; gst reg; gst registration no; sst no; sst reg no; sst id; dic; ic dph; alv numero; alv nro;
    alv tunniste; momsreg nr; moms nr; partita iva; p iva; piva; nif iva; n iva; numero iva; iva; uid;
    uid nr; uid nummer; pdv id; pdv broj; id pdv; cod tva; cod de tva;
    αφμ; id za ddv; identifikacijska stevilka za ddv; ddv st;
    ддс №; ддс no; ин по ддс; идентификационен номер по ддс
    """
)
ADDRESS = labels(
    """
    adresas; buveines adresas; juridinis adresas; address; adresse; anschrift; adres; adrese;
    juridiska adrese; jurid adrese; aadress;
    adresa; sidlo; osoite; indirizzo; sede legale; direccion; domicilio; morada; endereco;
    sediul; sediu; adresa sediu;
    διευθυνση; naslov;
    адрес
    """
)
# The rows an address is split into after its street: "C.P. y población", "PLZ / Ort", "Postcode".
ADDRESS_PART = labels(
    """
    c p y poblacion; codigo postal y poblacion; codigo postal; poblacion; cap e citta; cap citta; cap;
    localita; plz ort; plz / ort; plz; ort; postcode; post code; postcode town; zip code; zip; city;
    town; pasto kodas; miestas; code postal; ville; cp ville; postinumero; postitoimipaikka; postnummer;
    postort; kod pocztowy; miejscowosc; pasta indekss; pilseta; postiindeks; linn; psc; obec; cod postal;
    localidade
    """
)
# The label of a place that is not the party's address: where goods are issued, loaded or delivered.
OTHER_PLACE = labels(
    """
    prekiu isdavimo vieta; prekiu pristatymo vieta; prekiu gavimo vieta; pristatymo vieta; isdavimo vieta;
    pakrovimo vieta; iskrovimo vieta; pristatymo adresas; place of delivery; delivery place; place of
    loading;
    loading place; place of supply; lieferort; leistungsort; miejsce dostawy; miejsce wydania towaru;
    piegades vieta; piegades adrese; tarne koht; tarneaadress; lieu de livraison; mjesto isporuke;
    objekto adresas; vartojimo vieta; vartojimo vietos adresas; service address; supply address
    """
)
# A serial number printed under a line item.
SERIAL_NUMBER = labels(
    """
    serienummer; seriennummer; serial number; serial no; s/n; numer seryjny; serijos nr; serijos numeris;
    serijinis numeris; serijas numurs; seerianumber; numero de serie; n° de serie
    """
)
# A company's legal line, usually in the footer: its registered name is printed in it or right above it.
LEGAL_FOOTER = labels(
    """
    au capital de; capital social; siege social; registered office; regd office; registered in; share
    capital; sitz der gesellschaft; registergericht; handelsregister; kapital zakladowy; sad rejonowy;
    statutaire zetel; istatinis kapitalas; juridiniu asmenu registre; pamatkapitals; osakapital;
    temeljni kapital; trgovacki sud
    """
)
IBAN = labels(
    """
    iban; a. s.; a/s; atsiskaitomoji saskaita; banko saskaita; bank account; account no; account number;
    konto; kontonummer; rachunek; nr rachunku; konts; arvelduskonto; compte;
    cislo uctu; tilinumero; bankovni ucet; coordinate bancarie; cuenta; numero de cuenta; conta;
    cont; cont iban;
    trr
    """
)
NAME = labels(
    """
    pavadinimas; name; firma; nazwa; nosaukums; nimi; nom; naam;
    nazev; jmeno; ragione sociale; denominazione; razon social; nombre; denominacao
    """
)

# Totals: specific before general — "iš viso be PVM" is a net amount, "iš viso" alone a gross one.
NET_TOTAL = labels(
    """
    suma be pvm; viso be pvm; is viso be pvm; tarpine suma; apmokestinamoji verte; apmokestinama suma;
    kaina be pvm; subtotal; sub total; net amount; net total; total net; total excl; total excluding;
    amount excl; total before tax; total without vat; taxable amount; untaxed amount; total ex vat;
    nettobetrag; summe netto; gesamtbetrag netto; netto; zwischensumme; warenwert; razem netto;
    wartosc netto; kopa bez pvn; summa bez pvn; summa ilma kaibemaksuta; summa kaibemaksuta;
    kaibemaksuta; kokku km ta; summa km ta; kokku ilma km; total ht; montant ht; totaal excl; net;
    rechnungssumme ohne ust; summe ohne ust; gesamt netto; nettosumme; positionssumme; summe positionen;
    line total; total before vat; exclusief btw; excl btw; exkl mwst; excl vat; excluding vat; excl gst;
    excluding gst; montant eur ht; total hors taxes; ohne mwst; ohne ust; grondslag; bemessungsgrundlage;
    base imposable; base ht; podstawa opodatkowania; celkem bez dph; zaklad dane; veroton yhteensa;
    veroton; summa ilman alv; summa exkl moms; exkl moms; netto exkl moms; imponibile; totale imponibile;
    base imponibile; base imp; suma bases; valor tributavel; belob ekskl moms; ekskl moms; momsgrundlag;
    sum ekskl mva; ekskl mva; eks mva; total s/ iva; total sem iva; total iliquido; osnovica;
    ukupno osnovica; porezna osnovica; iznos bez pdv; ukupno bez pdv; total fara tva; valoare fara tva;
    baza de impozitare; baza impozabila;
    καθαρη αξια; skupaj brez ddv; osnova za ddv; znesek brez ddv;
    данъчна основа; стойност без ддс; mal hizmet toplam tutari; toplam tutar kdv haric
    """
)
VAT_TOTAL = labels(
    """
    pvm suma; viso pvm; is viso pvm; pvm; vat amount; total vat; vat; total tax; sales tax; tax amount;
    tax; gst; mwst; ust; umsatzsteuer; steuerbetrag; mehrwertsteuer; podatek vat; kwota vat; pvn summa;
    pvn; mwst gesamt; ust gesamt; steuer gesamt; kaibemaks; tva; btw; sst; total gst; gst amount;
    gst payable; total sst; total tax amount; montant tva; btw bedrag; kwota podatku; suma ptu;
    laczna kwota ptu; kwota ptu; ptu razem; total includes; included in total; dph; dph celkem; vyse dph;
    alv; alv yhteensa; arvonlisavero; moms; mva; sh km; sealhulgas km; km summa; km kokku; iva;
    totale iva; imposta; cuota iva; cuota; importe iva; total iva; valor iva; iznos pdv; ukupno pdv;
    total tva; valoarea tva; pdv;
    φπα; ddv; znesek ddv;
    ддс; начислен ддс; hesaplanan kdv; kdv; kdv tutari
    """
)
# The total written out in words ("Mokėti žodžiais: … penki Eur 77 ct"): its figures are cents, no total.
IN_WORDS = labels(
    """
    zodziais; suma zodziais; in words; amount in words; in worten; betrag in worten; slownie;
    kwota slownie; vardiem; summa vardiem; sonadega; summa sonadega; en lettres; en toutes lettres;
    slovy; castka slovy; slovima; in litere
    """
)
GROSS_TOTAL = labels(
    """
    is viso su pvm; viso su pvm; suma su pvm; is viso; viso; bendra suma; viso moketi; moketi;
    suma apmokejimui; apmoketi; viso apmoketi; galutine suma; total; grand total; total amount;
    amount due; balance due; total due; invoice total; total incl; total payable; amount payable;
    total including; rounded total; total rounded; nett total; net total rounded; total inclusive;
    gesamtbetrag; rechnungsbetrag; bruttobetrag; gesamt brutto; zahlbetrag; zu zahlen; endbetrag; brutto;
    razem brutto; do zapłaty; razem do zapłaty; wartosc brutto; razem; kopa; kopa apmaksai;
    summa apmaksai; kopsumma; summa ar pvn; kopa ar pvn; kokku; tasuda; kokku tasuda; arve summa;
    summa km ga; summa koos kaibemaksuga; koos kaibemaksuga; kokku koos km; total ttc; montant ttc;
    net a payer; totaal; te betalen; totaalbedrag; bruttosumme; rechnungssumme; gesamtsumme; endsumme;
    summe eur; summe; gesamt; suma pln; inclusief btw; incl btw; montant eur ttc; naleznosc ogolem;
    naleznosc; factuur totaal; somme a payer; total facture; moketina suma; is viso moketina;
    viso moketina; celkem k uhrade; k uhrade; celkem; yhteensa; maksettava yhteensa; maksettava;
    att betala; totale; totale fattura; totale documento; totale da pagare; netto a pagare;
    total factura; importe total; total a pagar; a pagar; total da fatura; i alt; belob i alt; at betale;
    a betale; total inkl moms; inkl moms; sum inkl mva; total com iva; totalt; totalt sek; totalt nok;
    totalt dkk; ukupno za platiti; za platiti; sveukupno; ukupno; za uplatu; ukupan iznos;
    total de plata; total plata; total general; total factura;
    συνολο; πληρωτεο; γενικο συνολο; za placilo; skupaj z ddv; skupaj za placilo; skupaj;
    сума за плащане; обща сума; общо; odenecek tutar; vergiler dahil toplam tutar; genel toplam
    """
)
# "incl." and "inclusive" mark a gross amount; "includes"/"included in total" name the tax inside one
# "with VAT" and "without VAT" in the languages of the region (LT, LV, EE, PL, DE, EN, FR)
GROSS_HINT = re.compile(
    r"(?<![a-z])(?:su pvm|ar pvn|km[\s.-]?ga|koos km|z vat|incl(?!ude[sd])|inkl|brutto|with vat|ttc|gross)"
)
NET_HINT = re.compile(
    r"(?<![a-z])(?:be pvm|bez pvn|bez vat|km[\s.-]?ta|ilma km|excl\w*|exkl\w*|netto|without vat|ohne|ht"
    r"|before tax|ex vat)(?![a-z])"
)
DISCOUNT = labels(
    """
    nuolaida; nuolaidos; nuolaidu suma; discount; rabatt; rabatte; nachlass; rabat; upust; atlaide;
    allahindlus; remise; korting; abschlage; gesamtbetrag der abschlage; allowance; allowances
    """
)
# A percentage of the sum that is no tax: a surcharge, a commission, a tip. Its row ("Kuro priedas 8 % (nuo
# siuntų sumos 106,87 EUR) 8,55") has a breakdown row's arithmetic and is no VAT rate.
PERCENT_CHARGE = labels(
    """
    priedas; antkainis; komisinis; komisiniai; arbatpinigiai; surcharge; fuel surcharge; service charge;
    commission; gratuity; tip; zuschlag; aufschlag; provision; trinkgeld; doplata; prowizja; napiwek;
    piemaksa; komisija; dzeramnauda; lisatasu; vahendustasu; jootraha; supplement; majoration; pourboire;
    toeslag; fooi
    """
)
_BEFORE_DISCOUNT = """
    suma be nuolaidos; suma pries nuolaida; before discount; vor rabatt; przed rabatem; pirms atlaides;
    enne allahindlust; avant remise; voor korting
"""
# The sum of the lines before the document's discount, printed among the totals.
BEFORE_DISCOUNT = labels(_BEFORE_DISCOUNT)
# Totals lines that are not the document's totals.
NOT_A_TOTAL = labels(
    """
    suma zodziais; grąža; graza; change; kortele; grynais; mokėta; moketa; gauta; paid; cash; card;
    tendered; rounding; apvalinimas; sutaupyta; previous balance; prepaid; avansas; iš anksto; total qty;
    total items; kiekis; prekiu kiekis; items; zuschlage; gesamtbetrag der zuschlage; anzahlung;
    anzahlungen; erhaltene anzahlungen; charges; saving; savings; sularaha; sularahas; skaidra nauda;
    gotowka; grynaisiais; especes; zaokrouhleni; zaokraglenie; rundung; umardamine; noapalosana;
    pyoristys; arrondi; afronding; arrotondamento; redondeo; kopa atlaides;
    """
    + _BEFORE_DISCOUNT
)
CASH = labels(
    """
    grynais; grynaisiais; cash; bar; gotowka; skaidra nauda; sularaha; especes
    """
)
CARD = labels(
    """
    kortele; mokejimo kortele; card; visa; mastercard; karta; kaart; bankovni
    """
)
# A tax number outside the EU's VAT scheme (Malaysia, Singapore, Australia): no country prefix, no checksum.
TAX_NUMBER = labels(
    """
    gst id; gst reg no; gst no; gst reg; gst registration no; gstin; sst no; sst reg no; sst id; abn; uen
    """
)
# The VAT is part of the amounts printed ("GST 9% INCLUDED", "Prices are inclusive of GST", "inkl. MwSt").
VAT_INCLUDED = labels(
    """
    included; inclusive; inkl mwst; inkl ust; incl vat; incl gst; incl tax; iskaitant pvm;
    iskaiciuotas pvm; w tym vat; w tym podatek; t sk pvn; sh km
    """
)
# A seller outside VAT says so: its total is net and gross, and the VAT is nil.
OUTSIDE_VAT = labels(
    """
    pvm neskaiciuojamas; pvm neskaiciuojama; pvm netaikomas; ne pvm moketojas; ne pvm moketoja;
    nesu pvm moketojas; nesu pvm moketoja; nera pvm moketojas; nera pvm moketoja; not vat registered;
    not registered for vat; kleinunternehmer; zwolniony z vat; zwolniona z vat; nav pvn maksatajs;
    nav pvn maksataja; marzos schema; margin scheme; differenzbesteuerung; regime del margine
    """
)
