"""Lithuanian texts of the credits domain (ours: the spec quotes none for these cases)."""

USER_NOT_FOUND = "Vartotojas su tokiu el. paštu nerastas."
ADJUSTMENT_REASON_REQUIRED = "Nurodykite koregavimo priežastį."
ADJUSTMENT_AMOUNT_INVALID = (
    "Kreditų kiekis turi būti ne nulis ir turėti ne daugiau kaip 2 skaitmenis po kablelio."
)
ADJUSTMENT_BELOW_ZERO = "Negalima nurašyti daugiau kreditų, nei yra likutyje."
