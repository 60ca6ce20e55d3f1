"""One settings object for every process (API, workers, CLI), read from DOKSKENAS_* variables."""

from decimal import Decimal
from functools import lru_cache
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# Values that mean "nobody set this": refused outside development so a forgotten secret fails closed.
PLACEHOLDER_SECRETS = {"", "changeme", "change-me", "secret", "dev", "dokskenas-dev", "sk_test_placeholder"}


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DOKSKENAS_", env_file=".env", extra="ignore")

    env: Literal["development", "test", "production"] = "production"
    public_url: str = "http://127.0.0.1:8000"

    database_url: str = "postgresql+psycopg://postgres@127.0.0.1:5432/dokskenas"

    secret_key: str = ""
    access_token_minutes: int = 15
    refresh_token_days: int = 14
    cookie_secure: bool = True
    # Failures per account from one client (device cookie or address) before that client is locked out
    # for the window; also the failures after which other clients are delayed progressively.
    login_attempts_per_email: int = 5
    login_attempts_per_ip: int = 20
    login_throttle_minutes: int = 15
    login_delay_max_seconds: int = 300
    login_device_days: int = 365
    register_attempts_per_ip: int = 10
    # Password reset: the e-mailed link's life, and how many requests an address or a client may make
    # per window before the mails stop (per address) or the request is refused (per client).
    password_reset_minutes: int = 60
    password_reset_per_email: int = 3
    password_reset_per_ip: int = 10
    password_reset_window_minutes: int = 60

    # The public contact form: messages per client address and per typed e-mail in the window.
    contact_email: str = "info@dokskenas.lt"
    contact_messages_per_ip: int = 5
    contact_messages_per_email: int = 3
    contact_window_minutes: int = 60
    # The social-ads pixel (spec 001 §7). Empty: the web app loads no pixel and sends no page events;
    # set, it still sends nothing until the visitor accepts cookies.
    meta_pixel_id: str = Field(default="", pattern=r"^[0-9]{0,32}$")

    # Outgoing mail (password reset links). An empty host sends nothing and says so in the log.
    smtp_host: str = ""
    smtp_port: int = 587
    smtp_from: str = "DokSkenas <noreply@dokskenas.lt>"
    # none: plain SMTP (a local relay or catcher); starttls: upgrade on the submission port; tls: TLS
    # from the first byte (port 465).
    smtp_tls: Literal["none", "starttls", "tls"] = "starttls"
    smtp_user: str = ""
    smtp_password: str = ""
    smtp_timeout_seconds: float = 10.0

    worker_metrics_port: int = 9464
    # Kubernetes probes and scrapes the pod address, so the chart sets 0.0.0.0.
    worker_metrics_address: str = "127.0.0.1"
    # The API's Prometheus metrics, on a port of their own so the ingress in front of the app never
    # exposes them; 0 turns the server off.
    api_metrics_port: int = 9463
    api_metrics_address: str = "127.0.0.1"

    temporal_address: str = "127.0.0.1:7233"
    temporal_namespace: str = "default"

    s3_endpoint: str = "127.0.0.1:9000"
    s3_access_key: str = "dokskenas"
    s3_secret_key: str = ""
    s3_bucket: str = "dokskenas"
    s3_secure: bool = False
    s3_region: str = "us-east-1"
    presigned_url_seconds: int = 300

    signup_credits: Decimal = Decimal("50")
    credits_sumiskai: Decimal = Decimal("1")
    credits_detaliai: Decimal = Decimal("1.3")

    max_upload_files: int = 50
    max_file_bytes: int = 20 * 1024 * 1024
    # One upload request, all its files together: what the API holds in memory while it checks them
    # (the chart's API limit is 1.5 GiB). Measured as the body streams in (api/core/body_limit.py).
    max_upload_bytes: int = 100 * 1024 * 1024
    # Any other request body (JSON).
    max_body_bytes: int = 2 * 1024 * 1024
    max_pdf_pages: int = 30
    max_image_pixels: int = 40_000_000
    processing_deadline_seconds: int = 300
    # Added to a document's deadline for every document waiting before it: a worker's time per document
    # with a margin, so a large batch is not rejected for the time it spends waiting its turn.
    queued_document_seconds: float = 3.0
    retention_days: int = 548
    # The audit log (sign-ins, password changes, exports, credit movements) is kept this long, then
    # pruned by the retention schedule: long enough to cover a year of a user's questions about their account.
    audit_retention_days: int = 400

    ocr_engine: Literal["tesseract", "surya"] = "tesseract"
    llm_base_url: str = ""
    llm_model: str = "local"
    llm_timeout_seconds: float = 60.0

    stripe_secret_key: str = ""
    stripe_webhook_secret: str = ""
    stripe_api_base: str = ""
    stripe_price_100: str = "price_dokskenas_100"
    stripe_price_500: str = "price_dokskenas_500"
    stripe_price_1000: str = "price_dokskenas_1000"

    # The company register's open-data files (JAR_IREGISTRUOTI.csv, JAR_ISREGISTRUOTI.csv, VMI's
    # mm_registras), space-separated addresses; the worker refreshes the local copy from them once a day.
    # Empty turns the refresh off (an air-gapped install imports with `dokskenas registry import`).
    register_urls: str = ""
    register_timeout_seconds: float = 300.0
    # Bank of Lithuania euro reference rates for foreign-currency exports; empty turns the lookup off.
    fx_rates_url: str = "https://www.lb.lt/webservices/FxRates/FxRates.asmx/getFxRates"
    # VIES answers for EU VAT codes; off by default: it is rate-limited and often down (domain.md §2.2).
    vies_enabled: bool = False
    vies_base_url: str = "https://ec.europa.eu/taxation_customs/vies/rest-api"
    vies_timeout_seconds: float = 10.0
    web_dist: str = "web/dist"
    # The team's own accounts, left out of the admin dashboard's "distinct users today"
    # (unique_users_excluding_1_2_today: the first two accounts by default). JSON list in the environment.
    stats_internal_user_ids: list[int] = [1, 2]

    @property
    def is_development(self) -> bool:
        return self.env in ("development", "test")

    @model_validator(mode="after")
    def _secrets_fail_closed(self) -> "Settings":
        if self.is_development:
            return self
        for name in ("secret_key", "s3_secret_key", "stripe_secret_key", "stripe_webhook_secret"):
            if getattr(self, name).strip().lower() in PLACEHOLDER_SECRETS:
                raise ValueError(f"DOKSKENAS_{name.upper()} must be set to a real secret outside development")
        if len(self.secret_key) < 32:
            raise ValueError("DOKSKENAS_SECRET_KEY must be at least 32 characters")
        return self


@lru_cache
def get_settings() -> Settings:
    return Settings()
