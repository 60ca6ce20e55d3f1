"""Lithuanian texts of the billing domain (ours: the spec quotes none for these cases)."""

UNKNOWN_PACKAGE = "Nežinomas kreditų paketas. Atnaujinkite puslapį ir pasirinkite paketą iš sąrašo."
CHECKOUT_FAILED = "Nepavyko sukurti mokėjimo. Bandykite dar kartą vėliau."
BAD_SIGNATURE = "Neteisingas Stripe parašas."


def purchase_reason(credits: int) -> str:
    return f"Kreditų paketo pirkimas ({credits} kreditų)"
