"""One lock for every use of PyMuPDF in a process.

MuPDF keeps process-wide state (its warning and error buffers, the store of decoded images) that
PyMuPDF does not guard: two threads inside it at once can abort the whole process ("Fatal Python error:
Aborted"), which the worker's activity threads did on two renders and an e-invoice lookup at once. The
worker's activities and the API's upload checks (run in threads) take this lock around PyMuPDF; it lives
here, beside the other modules both sides share, because under the tests they run in one process.
A re-entrant lock, so a helper that takes it may call another that does."""

import threading

MUPDF = threading.RLock()
