"""Lithuanian texts of the contact form (ours: the spec shows none)."""

NAME_REQUIRED = "Įveskite vardą."
NAME_TOO_LONG = "Vardas per ilgas (daugiausia {limit} simbolių)."
MESSAGE_TOO_SHORT = "Žinutė per trumpa (bent {limit} simbolių)."
MESSAGE_TOO_LONG = "Žinutė per ilga (daugiausia {limit} simbolių)."
THROTTLED = "Išsiuntėte per daug žinučių. Pabandykite po valandos arba rašykite el. paštu."
