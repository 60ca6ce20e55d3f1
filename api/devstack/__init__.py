"""The local stack `make dev` brings up (and `make test` and the pytest fixtures reuse): PostgreSQL,
Temporal dev server, SeaweedFS, a fake Stripe, the API and the worker. Development only: not part of
the wheel, never imported by the product's own packages."""
