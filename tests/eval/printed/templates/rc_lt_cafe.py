"""A Lithuanian café's or restaurant's bill as its POS program prints it for the table, in a proportional
font and centred: the place's name in large letters, the operating company with its codes, "Sąskaita Nr."
with the table and the waiter, the dishes with quantity × price, "Iš viso", the VAT per rate (12 % for
meals where it applies, 21 % for drinks) and a thank-you line."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.eval.lt_data import vat_code
from tests.eval.printed import Printed
from tests.eval.printed.doc import draw
from tests.eval.printed.fmt import amount, day, rate
from tests.eval.printed.templates.rc_common import Tape, clock, receipt_truth, settle

CATALOGUE = [
    ("Cepelinai su mėsa", "porc.", 12, (6.0, 9.0)),
    ("Šaltibarščiai su bulvėmis", "porc.", 12, (4.5, 6.5)),
    ("Kiaulienos kepsnys su daržovėmis", "porc.", 12, (9.0, 14.0)),
    ("Vištienos salotos „Cezaris“", "porc.", 12, (7.0, 10.0)),
    ("Dienos sriuba", "porc.", 12, (3.0, 4.5)),
    ("Lašišos filė su ryžiais", "porc.", 12, (12.0, 17.0)),
    ("Kibinas su aviena", "vnt.", 12, (3.5, 5.0)),
    ("Bulviniai blynai su grietine", "porc.", 12, (5.5, 7.5)),
    ("Varškės spurgos", "porc.", 12, (3.5, 5.5)),
    ("Medaus tortas", "gab.", 12, (3.5, 5.0)),
    ("Kava su pienu", "vnt.", 12, (2.2, 3.2)),
    ("Arbata žalioji", "vnt.", 12, (1.8, 2.6)),
    ("Gira, 0,5 l", "vnt.", 21, (2.0, 3.0)),
    ("Alus „Švyturys“, 0,5 l", "vnt.", 21, (3.5, 5.0)),
    ("Vynas baltas, taurė 150 ml", "vnt.", 21, (4.5, 7.0)),
    ("Sultys apelsinų, 0,25 l", "vnt.", 21, (2.0, 3.2)),
    ("Mineralinis vanduo, 0,33 l", "vnt.", 21, (1.5, 2.5)),
]
PLACES = [
    ("Liepų kiemas", "UAB „Liepų kiemo restoranai“"),
    ("Kavinė „Senoji vaistinė“", "UAB „Senamiesčio skoniai“"),
    ("Užkandinė „Pas Joną“", "MB „Jono virtuvė“"),
    ("Bistro „Rūta“", "UAB „Rūtos bistro“"),
    ("Restoranas „Trys ąžuolai“", "UAB „Trijų ąžuolų svetainė“"),
]
FONTS = ["Arial, 'Liberation Sans'", "'DejaVu Sans'", "'Open Sans'", "Roboto", "Lato", "Carlito"]


def make(seed: int) -> Printed:
    rng = random.Random(f"rc_lt_cafe-{seed}")
    meal_rate = rng.random() < 0.5
    doc = draw(
        seed,
        kind="receipt",
        buyer=False,
        series=False,
        lines=(1, 10),
        catalogue=CATALOGUE,
        rates=None if meal_rate else (21,),
    )
    for item in doc.items:
        item.quantity = Decimal(rng.choice([1, 1, 1, 2, 2, 3]))
    prices = settle(doc)
    place, legal = rng.choice(PLACES)
    seller = doc.seller
    seller.name = legal
    seller.vat_code = seller.vat_code or vat_code(rng)
    tape = Tape(mono=False, font=rng.choice(FONTS), size_pt=rng.choice([8.0, 8.5, 9.0]))
    style = rng.choice(["lt-plain", "lt-plain", "plain-dot"])

    tape.big(place)
    tape.text(seller.name, align="c")
    tape.text(seller.address, align="c")
    tape.text(f"Įm. k. {seller.code}, PVM k. {seller.vat_code}", align="c")
    if rng.random() < 0.5:
        tape.text(f"Tel. +370 {rng.randint(600, 699)} {rng.randint(10000, 99999)}", align="c")
    tape.blank()
    tape.text(f"SĄSKAITA Nr. {doc.number}", "b", align="c")
    tape.lr(f"Stalas {rng.randint(1, 24)}", f"Svečių: {rng.randint(1, 6)}")
    tape.lr(f"Padavėjas(-a): {rng.choice(['Eglė', 'Mantas', 'Gabija', 'Lukas', 'Austėja'])}", "")
    tape.lr(day(doc.issued, rng.choice(["iso", "lt-dots"])), clock(rng))
    tape.rule("-")
    for item, price in zip(doc.items, prices, strict=True):
        tape.lr(item.name, "")
        tape.lr(f"      {item.quantity:f} x {amount(price, style)}", amount(item.total, style))
    tape.rule("-")
    tape.lr("Iš viso:", f"{amount(doc.gross, style)} EUR", "total")
    net = rng.random() < 0.5
    if net:
        tape.lr("Suma be PVM:", amount(doc.net, style))
    for r, (_, tax) in doc.rates().items():
        tape.lr(f"PVM {rate(r)} %:", amount(tax, style))
    vat = rng.random() < 0.5
    if vat and len(doc.rates()) > 1:
        tape.lr("PVM iš viso:", amount(doc.vat, style))
    tape.rule("-")
    tape.lr(rng.choice(["Mokėta kortele", "Mokėta grynaisiais"]), amount(doc.gross, style))
    tape.text("Arbatpinigiai neįskaičiuoti", align="c")
    tape.blank()
    tape.text("Ačiū, kad apsilankėte!", "i", align="c")
    tape.text("Lauksime sugrįžtant", "i", align="c")
    css = ".total { font-weight: bold; font-size: 1.15em } .i { font-style: italic }"
    return Printed(
        tape.html(css),
        receipt_truth(doc, ("prekes_pavadinimas", "quantity", "total"), number=True, net=net, vat=vat),
    )
