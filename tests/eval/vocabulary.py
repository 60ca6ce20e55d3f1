"""Printed phrases of invoices in the languages our users receive them in (LT, EN, DE, PL, LV, EE), with the
abbreviations real documents use, for the layout grammar (tests/eval/grammar.py). `{s}` is the series,
`{n}` the number, `{rate}` a VAT rate as printed."""

from __future__ import annotations

from decimal import Decimal

# phrase kind → choices; every language has every kind
PHRASES: dict[str, dict[str, list[str]]] = {
    "lt": {
        "title": ["PVM SĄSKAITA FAKTŪRA", "PVM sąskaita faktūra", "SĄSKAITA FAKTŪRA"],
        "number": ["Serija {s} Nr. {n}", "Nr. {s}{n}", "Sąskaitos Nr. {s}-{n}", "Ser. {s} Nr. {n}"],
        "date": ["Išrašymo data", "Data", "Sąskaitos data", "Sąsk. data"],
        "due": ["Apmokėti iki", "Mokėjimo terminas", "Apmok. terminas"],
        "seller": ["Pardavėjas", "Tiekėjas"],
        "buyer": ["Pirkėjas", "Klientas", "Mokėtojas"],
        "code": ["Įmonės kodas", "Įm. k.", "Įm. kodas"],
        "vat": ["PVM mokėtojo kodas", "PVM kodas", "PVM k."],
        "address": ["Adresas", "Adr."],
        "iban": ["A. s.", "Atsiskaitomoji sąskaita", "IBAN", "Banko sąsk."],
        "col_no": ["Eil. Nr.", "Nr.", "Eil."],
        "col_name": ["Prekės pavadinimas", "Pavadinimas", "Prekė / paslauga", "Aprašymas"],
        "col_code": ["Kodas", "Prekės kodas", "Art. Nr."],
        "col_unit": ["Mato vnt.", "Mat. vnt.", "Vnt."],
        "col_qty": ["Kiekis", "Kiek."],
        "col_price": ["Kaina", "Kaina be PVM", "Vnt. kaina", "Kaina, EUR"],
        "col_rate": ["PVM %", "PVM tarifas"],
        "col_net": ["Suma be PVM", "Suma", "Vertė be PVM"],
        "col_vat": ["PVM suma", "PVM"],
        "col_gross": ["Suma su PVM", "Iš viso"],
        "net": ["Suma be PVM", "Iš viso be PVM", "Tarpinė suma"],
        "vat_rate": ["PVM {rate}", "PVM suma {rate}"],
        "gross": ["Iš viso su PVM", "Bendra suma", "Mokėti"],
        "base": ["Apmokestinamoji vertė", "Suma be PVM"],
        "words": ["Suma žodžiais", "Mokėti žodžiais"],
        "stamp": ["APMOKĖTA", "GAUTA"],
    },
    "en": {
        "title": ["INVOICE", "VAT INVOICE", "Tax invoice"],
        "number": ["Invoice No. {s}{n}", "Invoice #: {s}-{n}", "No. {s} {n}"],
        "date": ["Invoice date", "Date", "Issue date"],
        "due": ["Due date", "Payment due", "Pay by"],
        "seller": ["Seller", "Supplier", "From"],
        "buyer": ["Buyer", "Bill to", "Customer"],
        "code": ["Company code", "Reg. No.", "Registration no."],
        "vat": ["VAT No.", "VAT code", "VAT reg. no."],
        "address": ["Address"],
        "iban": ["IBAN", "Bank account", "Account"],
        "col_no": ["No.", "#", "Item"],
        "col_name": ["Description", "Item description", "Product / service"],
        "col_code": ["Code", "SKU", "Item code"],
        "col_unit": ["Unit", "UoM"],
        "col_qty": ["Qty", "Quantity"],
        "col_price": ["Unit price", "Price", "Rate"],
        "col_rate": ["VAT %", "Tax rate"],
        "col_net": ["Amount", "Net amount", "Line total"],
        "col_vat": ["VAT", "Tax"],
        "col_gross": ["Total", "Gross"],
        "net": ["Subtotal", "Total excl. VAT", "Net total"],
        "vat_rate": ["VAT {rate}", "Tax {rate}"],
        "gross": ["Total", "Total due", "Amount due", "Grand total"],
        "base": ["Taxable amount", "Net"],
        "words": ["Amount in words", "In words"],
        "stamp": ["PAID", "RECEIVED"],
    },
    "de": {
        "title": ["RECHNUNG", "Rechnung"],
        "number": ["Rechnungsnr. {s}{n}", "Rechnung Nr. {s}-{n}", "Re.-Nr. {s}{n}"],
        "date": ["Rechnungsdatum", "Datum", "Re.-Datum"],
        "due": ["Fällig am", "Zahlbar bis"],
        "seller": ["Verkäufer", "Lieferant"],
        "buyer": ["Käufer", "Rechnungsempfänger", "Kunde"],
        "code": ["Firmencode", "Reg.-Nr.", "Handelsreg.-Nr."],
        "vat": ["USt-IdNr.", "USt.-ID"],
        "address": ["Anschrift", "Adresse"],
        "iban": ["IBAN", "Bankverbindung"],
        "col_no": ["Pos.", "Nr."],
        "col_name": ["Bezeichnung", "Artikel", "Beschreibung"],
        "col_code": ["Art.-Nr.", "Artikelnr."],
        "col_unit": ["Einheit", "ME"],
        "col_qty": ["Menge", "Anz."],
        "col_price": ["Einzelpreis", "E-Preis", "Preis"],
        "col_rate": ["MwSt. %", "USt. %"],
        "col_net": ["Betrag", "Gesamt netto", "Nettobetrag"],
        "col_vat": ["MwSt.", "USt."],
        "col_gross": ["Brutto", "Gesamt"],
        "net": ["Nettobetrag", "Summe netto", "Zwischensumme"],
        "vat_rate": ["MwSt. {rate}", "USt. {rate}", "zzgl. {rate} USt."],
        "gross": ["Gesamtbetrag", "Rechnungsbetrag", "Endbetrag", "Summe brutto"],
        "base": ["Netto", "Bemessungsgrundlage"],
        "words": ["In Worten"],
        "stamp": ["BEZAHLT", "ERHALTEN"],
    },
    "pl": {
        "title": ["FAKTURA VAT", "FAKTURA"],
        "number": ["Faktura nr {s}/{n}", "Nr faktury: {s}{n}", "Faktura VAT nr {s}-{n}"],
        "date": ["Data wystawienia", "Data"],
        "due": ["Termin płatności", "Płatne do"],
        "seller": ["Sprzedawca", "Dostawca"],
        "buyer": ["Nabywca", "Odbiorca"],
        "code": ["REGON", "Kod firmy", "KRS"],
        "vat": ["NIP", "NIP UE", "Nr VAT"],
        "address": ["Adres"],
        "iban": ["Nr konta", "Rachunek", "IBAN"],
        "col_no": ["Lp.", "L.p."],
        "col_name": ["Nazwa towaru lub usługi", "Nazwa", "Towar/usługa"],
        "col_code": ["Kod", "Symbol"],
        "col_unit": ["J.m.", "Jedn."],
        "col_qty": ["Ilość", "Il."],
        "col_price": ["Cena netto", "Cena jedn."],
        "col_rate": ["Stawka VAT", "VAT %"],
        "col_net": ["Wartość netto", "Netto"],
        "col_vat": ["Kwota VAT", "VAT"],
        "col_gross": ["Wartość brutto", "Brutto"],
        "net": ["Razem netto", "Suma netto"],
        "vat_rate": ["VAT {rate}", "Kwota VAT {rate}"],
        "gross": ["Razem brutto", "Do zapłaty", "Razem do zapłaty"],
        "base": ["Wartość netto", "Netto"],
        "words": ["Słownie"],
        "stamp": ["ZAPŁACONO", "OTRZYMANO"],
    },
    "lv": {
        "title": ["PVN RĒĶINS", "RĒĶINS", "Rēķins"],
        "number": ["Rēķins Nr. {s}{n}", "Nr. {s}-{n}"],
        "date": ["Datums", "Izrakstīšanas datums"],
        "due": ["Apmaksas termiņš", "Apmaksāt līdz"],
        "seller": ["Pārdevējs", "Piegādātājs"],
        "buyer": ["Pircējs", "Saņēmējs"],
        "code": ["Reģ. Nr.", "Reģistrācijas Nr."],
        "vat": ["PVN reģ. Nr.", "PVN Nr."],
        "address": ["Adrese", "Jurid. adrese"],
        "iban": ["Konts", "IBAN", "Bankas konts"],
        "col_no": ["Nr.", "Nr.p.k."],
        "col_name": ["Nosaukums", "Preces nosaukums", "Apraksts"],
        "col_code": ["Kods", "Art. Nr."],
        "col_unit": ["Mērv.", "Mērvienība"],
        "col_qty": ["Daudz.", "Daudzums"],
        "col_price": ["Cena", "Cena bez PVN"],
        "col_rate": ["PVN %", "PVN likme"],
        "col_net": ["Summa", "Summa bez PVN"],
        "col_vat": ["PVN"],
        "col_gross": ["Summa ar PVN", "Kopā"],
        "net": ["Summa bez PVN", "Kopā bez PVN"],
        "vat_rate": ["PVN {rate}"],
        "gross": ["Kopā apmaksai", "Summa ar PVN", "Kopā ar PVN"],
        "base": ["Summa bez PVN", "Apliekamā summa"],
        "words": ["Vārdiem"],
        "stamp": ["APMAKSĀTS", "SAŅEMTS"],
    },
    "ee": {
        "title": ["ARVE", "KÄIBEMAKSUARVE", "Arve"],
        "number": ["Arve nr {s}{n}", "Arve nr. {s}-{n}"],
        "date": ["Kuupäev", "Arve kuupäev"],
        "due": ["Maksetähtaeg", "Tasuda"],
        "seller": ["Müüja", "Tarnija"],
        "buyer": ["Ostja", "Klient", "Maksja"],
        "code": ["Registrikood", "Reg. kood"],
        "vat": ["KMKR nr", "KMKR"],
        "address": ["Aadress"],
        "iban": ["Arveldusarve", "IBAN", "A/a"],
        "col_no": ["Nr", "Jrk"],
        "col_name": ["Nimetus", "Kirjeldus", "Toode / teenus"],
        "col_code": ["Kood", "Tootekood"],
        "col_unit": ["Ühik", "Ühik."],
        "col_qty": ["Kogus", "Kog."],
        "col_price": ["Hind", "Ühiku hind"],
        "col_rate": ["KM %", "KM määr"],
        "col_net": ["Summa", "Summa km-ta"],
        "col_vat": ["KM", "Käibemaks"],
        "col_gross": ["Kokku", "Summa km-ga"],
        "net": ["Summa km-ta", "Kokku km-ta"],
        "vat_rate": ["Käibemaks {rate}", "KM {rate}"],
        "gross": ["Kokku tasuda", "Arve summa", "Tasuda"],
        "base": ["Summa km-ta", "Maksustatav summa"],
        "words": ["Sõnadega"],
        "stamp": ["MAKSTUD", "SAADUD"],
    },
}
LANGUAGES = tuple(PHRASES)
# how each language writes amounts and dates (styles of generator.fmt_amount / fmt_date)
AMOUNT_STYLES = {
    "lt": ["lt", "lt", "lt_plain", "lt_dot"],
    "en": ["en"],
    "de": ["lt_dot", "lt_plain"],
    "pl": ["lt", "lt_plain"],
    "lv": ["lt_plain", "lt"],
    "ee": ["lt", "lt_plain"],
}
DATE_STYLES = {
    "lt": ["iso", "dots", "long"],
    "en": ["dmy", "iso"],
    "de": ["dmy"],
    "pl": ["dmy", "iso"],
    "lv": ["dmy", "iso"],
    "ee": ["dmy"],
}

_LT_ONES = ["", "vienas", "du", "trys", "keturi", "penki", "šeši", "septyni", "aštuoni", "devyni"]
_LT_TEENS = [
    "dešimt",
    "vienuolika",
    "dvylika",
    "trylika",
    "keturiolika",
    "penkiolika",
    "šešiolika",
    "septyniolika",
    "aštuoniolika",
    "devyniolika",
]
_LT_TENS = [
    "",
    "",
    "dvidešimt",
    "trisdešimt",
    "keturiasdešimt",
    "penkiasdešimt",
    "šešiasdešimt",
    "septyniasdešimt",
    "aštuoniasdešimt",
    "devyniasdešimt",
]
_EN_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
)
_EN_SMALL = (_EN_ONES + "seventeen eighteen nineteen").split()
_EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _lt_below_thousand(n: int) -> list[str]:
    words = []
    if n >= 100:
        words += ["šimtas"] if n // 100 == 1 else [_LT_ONES[n // 100], "šimtai"]
        n %= 100
    if 10 <= n < 20:
        return [*words, _LT_TEENS[n - 10]]
    return [*words, *(w for w in (_LT_TENS[n // 10], _LT_ONES[n % 10]) if w)]


def _lt_thousands(n: int) -> str:
    if n % 10 == 0 or 10 <= n % 100 < 20:
        return "tūkstančių"
    return "tūkstantis" if n % 10 == 1 else "tūkstančiai"


def _en_below_thousand(n: int) -> list[str]:
    words = [_EN_SMALL[n // 100], "hundred"] if n >= 100 else []
    n %= 100
    if n >= 20:
        return [*words, _EN_TENS[n // 10] + (f"-{_EN_SMALL[n % 10]}" if n % 10 else "")]
    return [*words, _EN_SMALL[n]] if n or not words else words


def amount_in_words(amount: Decimal, language: str) -> str | None:
    """'vienas tūkstantis du šimtai trisdešimt keturi Eur 56 ct'; None where the language has no words
    here (those documents print none)."""
    whole, cents = int(abs(amount)), int(abs(amount) * 100) % 100
    if language == "lt":
        thousands, rest = divmod(whole, 1000)
        words = [*_lt_below_thousand(thousands), _lt_thousands(thousands)] if thousands else []
        words += _lt_below_thousand(rest) or ([] if thousands else ["nulis"])
        return f"{' '.join(words)} Eur {cents:02d} ct"
    if language == "en":
        thousands, rest = divmod(whole, 1000)
        words = [*_en_below_thousand(thousands), "thousand"] if thousands else []
        words += _en_below_thousand(rest) if rest or not thousands else []
        return f"{' '.join(words)} euro and {cents:02d} cents"
    return None
