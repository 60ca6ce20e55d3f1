"""Lithuanian texts of the export feature. The spec quotes none for export problems beyond the
front end's own alerts, so these are ours, in the voice of api/core/texts.py."""

NOT_EXPORTABLE = "Šių dokumentų eksportuoti negalima: {problems}."
NOT_COMPLETED = "dokumentas dar neapdorotas arba atmestas"
DIRECTION_UNKNOWN = "nenurodyta, ar tai pirkimas, ar pardavimas"
DIRECTION_UNKNOWN_MULTI = "pasirinkite kontrahentą, kad būtų aišku, ar tai pirkimas, ar pardavimas"
NO_INVOICE_DATE = "nenurodyta sąskaitos data"
NUMBER_TOO_LONG = "dokumento numeris „{number}“ ilgesnis nei {width} simbolių, kiek leidžia {program}"
NO_FX_RATE = "nėra {currency} kurso {date} dienai, o i.SAF sumos turi būti eurais"
ISAF_DATE_TOO_EARLY = "i.SAF priima tik sąskaitas nuo 2016-07-01"
OWN_CODE_INVALID = "įmonės kodas „{code}“ i.SAF rinkmenai turi būti iš skaitmenų (iki 11)"
EXPORT_FAILED = "Eksportuoti nepavyko: {problems}."

NO_PROGRAM = "Nustatymuose pasirinkite numatytąją apskaitos programą."
UNKNOWN_TARGET = "Nežinomas eksporto formatas: {target}."

# Warnings: the file is made, but the user should know what changed on the way.
NAME_SHORTENED = "{document}: „{value}“ sutrumpinta iki {width} simbolių ({field})"
CODE_REPLACED = "{document}: kodas „{value}“ per ilgas ({field}, iki {width}), naudojamas „{code}“"
TRANSLITERATED = "{document}: simboliai, kurių nėra windows-1257, pakeisti lotyniškais („{value}“)"
ITEM_CODE_MISSING = "{document}: {line} eilutė be prekės kodo, naudojamas „{code}“"
VAT_CODE_MISSING = "{document}: {line} eilutei nepavyko parinkti PVM klasifikatoriaus kodo"
VAT_CODE_WRONG_REGISTER = "{document}: kodas {code} netinka {register}"
FX_RATE_MISSING = "{document}: nėra {currency} kurso, sumos eurais paliktos programai apskaičiuoti"
SKIPPED_FROM_ISAF = "{document}: ne PVM sąskaita faktūra (pardavėjas ne PVM mokėtojas), į i.SAF neįtraukta"

PURCHASE_REGISTER = "pirkimams"
SALES_REGISTER = "pardavimams"
