"""Lithuanian texts of the usage guide: the spec's (verbatim) and ours where it quotes none."""

CATEGORY_NOT_FOUND = "Kategorija nerasta 😢"
ARTICLE_NOT_FOUND = "Straipsnis nerastas 😢"
SLUG_TAKEN = "Toks adresas (slug) jau naudojamas."
SLUG_INVALID = "Adresas (slug) gali turėti tik mažąsias lotyniškas raides, skaitmenis ir brūkšnelius."
IMAGE_URL_INVALID = (
    "Paveikslėlis turi būti svetainės failas: adresas prasideda „/“, pvz., /gidas/vaizdas.webp."
)
YOUTUBE_ID_INVALID = "YouTube vaizdo įrašo ID turi būti 11 simbolių."
ORDER_MISMATCH = "Rikiavime turi būti visi tos pačios grupės įrašai, kiekvienas po vieną kartą."
