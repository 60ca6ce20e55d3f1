"""User-facing Lithuanian texts. Texts quoted in the spec are copied character for character;
the rest are ours, in the same voice."""

# Spec 000 §5 / §8
EMAIL_REQUIRED = "Įveskite el. paštą"
EMAIL_INVALID = "Neteisingas el. pašto formatas"
INVALID_LOGIN = "Invalid email or password"
COMPANY_REQUIRED = "„Įmonės pavadinimas“, „Įmonės kodas“ ir „Įmonės šalis“ yra privalomi."
DEFAULTS_REQUIRED = "„Įmonės kodas“, „Pavadinimas“, „Kodas“ ir „Tipas“ yra privalomi."
DEFAULTS_KODAS_KAIP_REQUIRED = "Pasirinkus „Kodas“, būtina nurodyti „Nustatyti PVM klasifikatorių kaip“."
DATE_FORMAT = "Formatas: YYYY-MM-DD"
MUST_BE_NUMBER = "Turi būti skaičius"
PROCESSING_TIMEOUT = "Per ilgai apdorojama. Dokumentas atmestas dėl laiko limito."
SELECT_AT_LEAST_ONE = "Pasirinkite bent vieną dokumentą eksportui!"
NO_ADMIN_ACCESS = "Neturite prieigos prie administratoriaus suvestinės."

# Ours
PASSWORD_TOO_WEAK = (
    "Slaptažodis turi būti bent 8 simbolių, su mažąja ir didžiąja raide bei skaitmeniu, be tarpų."
)
PASSWORD_TOO_LONG = "Slaptažodis per ilgas (daugiausia 128 simboliai)."
EMAIL_TAKEN = "Nepavyko užregistruoti: patikrinkite el. paštą arba prisijunkite."
LOGIN_THROTTLED = "Per daug nesėkmingų bandymų prisijungti. Pabandykite po {minutes} min."
LOGIN_DELAYED = "Per daug nesėkmingų bandymų prisijungti prie šios paskyros. Pabandykite po {seconds} s."
REGISTER_THROTTLED = "Per daug registracijos bandymų. Pabandykite vėliau."
RESET_THROTTLED = "Per daug slaptažodžio atkūrimo užklausų. Pabandykite vėliau."
RESET_LINK_INVALID = (
    "Nuoroda slaptažodžiui atkurti negalioja: ji pasibaigė arba jau panaudota. Paprašykite naujos."
)
CURRENT_PASSWORD_WRONG = "Neteisingas dabartinis slaptažodis."
PASSWORD_UNCHANGED = "Naujas slaptažodis turi skirtis nuo dabartinio."
PASSWORD_CHANGE_THROTTLED = "Per daug nesėkmingų bandymų pakeisti slaptažodį. Pabandykite po {minutes} min."
RESET_MAIL_SUBJECT = "DokSkenas: slaptažodžio atkūrimas"
RESET_MAIL_TEXT = """Sveiki,

gavome prašymą atkurti jūsų DokSkenas paskyros slaptažodį. Naują slaptažodį nustatysite atvėrę šią
nuorodą (ji galioja {minutes} min. ir tinka tik vieną kartą):

{link}

Jei slaptažodžio atkurti neprašėte, šį laišką tiesiog ištrinkite: jūsų slaptažodis nepasikeis.

DokSkenas
"""
NOT_AUTHENTICATED = "Prisijunkite iš naujo."
CSRF_FAILED = "CSRF patikra nepavyko. Atnaujinkite puslapį ir bandykite dar kartą."
INVALID_VALUE = "Neteisinga reikšmė"
CURRENCY_INVALID = "Laukas „{field}“: nurodykite tikrą ISO 4217 valiutos kodą, pvz., EUR."
COUNTRY_CODE_INVALID = "Laukas „{field}“: nurodykite tikrą ISO 3166 dviejų raidžių šalies kodą, pvz., LT."
VAT_RATE_RANGE = "Laukas „{field}“: PVM tarifas turi būti nuo 0 iki 100 %."
NEGATIVE_QUANTITY = "Laukas „{field}“: neigiamas kiekis galimas tik kreditinėje sąskaitoje."
NUL_CHARACTER = "Užklausoje yra neleistinas simbolis (NUL)."
EXPORT_TOO_MANY = "Vienu kartu galima eksportuoti iki {limit} dokumentų."
NOT_FOUND = "Nerasta."
NOT_ENOUGH_CREDITS = "Nepakanka kreditų. Papildykite kreditų likutį ir bandykite dar kartą."
COUNTRY_INVALID = "Nežinoma šalis: {value}. Pasirinkite šalį iš sąrašo."
COMPANY_CODE_INVALID = "Neteisingas įmonės kodas: turi būti tik skaitmenys (Lietuvoje 9)."
VAT_CODE_INVALID = "Neteisingas PVM mokėtojo kodas."
IBAN_INVALID = "Neteisingas IBAN."
PROGRAM_INVALID = "Nežinoma apskaitos programa."
DEFAULTS_INDEX_INVALID = "Tokio įrašo nėra."
EXTRA_SETTINGS_INVALID = "Neteisingi papildomi nustatymai."
RIVILE_FRACTION_INVALID = "Frakcija turi būti 1, 10, 100 arba 1000."
DEFAULTS_TOO_MANY = "Per daug numatytųjų profilių: daugiausia {limit}."
TEXT_TOO_LONG = "Per ilga reikšmė „{field}“: daugiausia {limit} simbolių."
LIST_TOO_LONG = "Per daug reikšmių „{field}“: daugiausia {limit}."

# Upload and processing (ours)
UPLOAD_NEEDS_SETTINGS = (
    "Prieš įkeliant dokumentus nustatymuose užpildykite įmonės pavadinimą, kodą, šalį ir pasirinkite "
    "apskaitos programą."
)
UPLOAD_NO_FILES = "Pasirinkite bent vieną failą."
FILE_NOT_SPLIT = (
    "Šiame faile rasta dokumentų: {found}, o vienas failas skaidomas daugiausia į {limit}. Todėl failas "
    "apdorotas kaip vienas dokumentas ir apmokestintas vieną kartą. Jei tai atskiros sąskaitos, įkelkite "
    "jas atskirais failais."
)
UPLOAD_UNNAMED_FILE = "Failas atsiųstas be pavadinimo: pasirinkite failą iš naujo."
UPLOAD_TOO_MANY_FILES = "Vienu kartu galima įkelti iki {limit} failų."
UPLOAD_SCAN_TYPE = "Pasirinkite skaitmeninimo tipą: sumiškai arba detaliai."
UPLOAD_TOO_LARGE = "Per daug duomenų vienu kartu: įkelkite iki {limit_mb} MB, likusius failus – atskirai."
REQUEST_TOO_LARGE = "Užklausa per didelė: daugiausia {limit_mb} MB."
FILE_EMPTY = "Failas „{name}“ tuščias."
FILE_TOO_LARGE = "Failas „{name}“ per didelis: daugiausia {limit_mb} MB."
FILE_WRONG_TYPE = "Failas „{name}“ nėra PDF, PNG ar JPG dokumentas."
FILE_PDF_BROKEN = "Failas „{name}“ sugadintas: PDF nepavyko atidaryti."
FILE_PDF_ENCRYPTED = "Failas „{name}“ apsaugotas slaptažodžiu. Įkelkite neužšifruotą PDF."
FILE_PDF_NO_PAGES = "Faile „{name}“ nėra nė vieno puslapio."
FILE_TOO_MANY_PAGES = "Faile „{name}“ per daug puslapių: daugiausia {limit}."
FILE_PAGE_TOO_LARGE = "Faile „{name}“ per didelis puslapis: daugiausia {limit_mp} megapikselių."
FILE_IMAGE_BROKEN = "Failas „{name}“ sugadintas: paveikslėlio nepavyko atidaryti."
FILE_IMAGE_TOO_LARGE = "Paveikslėlis „{name}“ per didelis: daugiausia {limit_mp} megapikselių."
FILE_TOO_LARGE_TO_READ = (
    "Failo apdoroti nepavyko: jo puslapiai ar paveikslėliai per dideli (galbūt failas pažeistas). "
    "Įkelkite mažesnės raiškos kopiją; kreditai nenuskaičiuoti."
)
UNREADABLE_DOCUMENT = "Nepavyko perskaityti failo: jis sugadintas arba netinkamo formato."
DUPLICATE_DOCUMENT = "Dublikatas: šis dokumentas jau įkeltas ({original}). Kreditai nenuskaičiuoti."
DUPLICATE_ORIGINAL = "„{name}“, įkeltas {uploaded}"
PROCESSING_FAILED = "Dokumento apdoroti nepavyko. Įkelkite jį dar kartą; kreditai nenuskaičiuoti."
FIELD_NOT_EDITABLE = "Šio lauko keisti negalima: {field}."
DOCUMENT_NOT_EDITABLE = "Dokumentas dar apdorojamas arba atmestas: jo duomenų keisti negalima."
LINE_NOT_FOUND = "Tokios prekės eilutės nėra."

# Clients and products (ours)
CLIENT_NAME_REQUIRED = "Įveskite įmonės pavadinimą."
PRODUCT_NAME_REQUIRED = "Įveskite prekės pavadinimą."
PRODUCT_TYPE_INVALID = "Tipas turi būti „Prekė“, „Paslauga“ arba 1–4."
BARCODE_INVALID = "Barkodas turi būti tik skaitmenys."
CLIENT_EXISTS = "Klientas su tokiu kodu, PVM kodu ar pavadinimu jau yra sąraše."
PRODUCT_EXISTS = "Prekė su tokiu kodu, barkodu ar pavadinimu jau yra sąraše."
CLIENT_NOT_FOUND = "Tokio kliento nėra."
PRODUCT_NOT_FOUND = "Tokios prekės nėra."
IMPORT_NOT_XLSX = "Importuoti galima tik Excel .xlsx failą."
IMPORT_BROKEN = "Failo nepavyko perskaityti: jis sugadintas arba ne Excel .xlsx."
IMPORT_UNSAFE = "Failas atmestas: jame yra neleistinų XML konstrukcijų arba jis išskleistas per didelis."
IMPORT_TOO_MANY_ROWS = "Per daug eilučių: daugiausia {limit} viename faile. Padalinkite failą."
IMPORT_MISSING_COLUMNS = "Trūksta stulpelių: {columns}. Naudokite šabloną."
IMPORT_ROW = "Eilutė {row}: {message}"
IMPORT_MORE_ERRORS = "ir dar {count} eil. su klaidomis"
TEMPLATE_NOT_FOUND = "Tokio šablono nėra."
