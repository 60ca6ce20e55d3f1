"""Every export target by the name the API uses: the profile's accounting programs plus the extra
formats the export request may ask for."""

from api.exports import apskaita5, centas, finvalda, isaf, rivile_erp, rivile_gama, spreadsheet
from api.exports.files import Renderer

PROGRAMS: dict[str, Renderer] = {
    "rivile": rivile_gama.render,
    "rivile_erp": rivile_erp.render,
    "finvalda": finvalda.render,
    "centas": centas.render,
    "apskaita5": apskaita5.render,
}
FORMATS: dict[str, Renderer] = {
    "csv": spreadsheet.render_csv,
    "xlsx": spreadsheet.render_xlsx,
    "isaf": isaf.render,
}
TARGETS: dict[str, Renderer] = PROGRAMS | FORMATS
