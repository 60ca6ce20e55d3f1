from api.profile.countries import countries_lt


def test_misspelt_translations_are_corrected():
    names = dict(countries_lt())
    assert names["SX"] == "Sint Martenas (Nyderlandų dalis)"
    assert names["MF"] == "Sen Martenas (Prancūzijos dalis)"
    assert not any("Nyderaland" in name for name in names.values())
