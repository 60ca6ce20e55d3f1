"""The S3 object store (MinIO in Kubernetes, SeaweedFS in development and tests).

Keys are derived from document ids; originals are stored unchanged and leave only through
short-lived presigned URLs issued after an ownership check."""

import io
from datetime import timedelta

from minio import Minio
from minio.deleteobjects import DeleteObject

from api.core.config import Settings


def original_key(document_id: int) -> str:
    return f"documents/{document_id}/original"


def preview_key(document_id: int, page: int = 0) -> str:
    return f"documents/{document_id}/preview-{page}.png"


def document_prefix(document_id: int) -> str:
    return f"documents/{document_id}/"


class ObjectStore:
    def __init__(self, client: Minio, bucket: str, presign_seconds: int) -> None:
        self.client = client
        self.bucket = bucket
        self.presign_seconds = presign_seconds

    @classmethod
    def from_settings(cls, settings: Settings, *, endpoint: str | None = None) -> "ObjectStore":
        client = Minio(
            endpoint or settings.s3_endpoint,
            access_key=settings.s3_access_key,
            secret_key=settings.s3_secret_key,
            secure=settings.s3_secure,
            region=settings.s3_region,
        )
        return cls(client, settings.s3_bucket, settings.presigned_url_seconds)

    @staticmethod
    def origin(settings: Settings) -> str:
        """Where presigned URLs point: the web app loads previews from here."""
        return f"{'https' if settings.s3_secure else 'http'}://{settings.s3_endpoint}"

    def ensure_bucket(self) -> None:
        if not self.client.bucket_exists(self.bucket):
            self.client.make_bucket(self.bucket)

    def put(self, key: str, data: bytes, content_type: str) -> None:
        self.client.put_object(self.bucket, key, io.BytesIO(data), len(data), content_type=content_type)

    def get(self, key: str) -> bytes:
        response = self.client.get_object(self.bucket, key)
        try:
            return response.read()
        finally:
            response.close()
            response.release_conn()

    def exists(self, key: str) -> bool:
        try:
            self.client.stat_object(self.bucket, key)
        except Exception:
            return False
        return True

    def presigned_get(self, key: str) -> str:
        return self.client.presigned_get_object(
            self.bucket, key, expires=timedelta(seconds=self.presign_seconds)
        )

    def delete_prefix(self, prefix: str) -> int:
        names = [
            obj.object_name for obj in self.client.list_objects(self.bucket, prefix=prefix, recursive=True)
        ]
        errors = list(self.client.remove_objects(self.bucket, (DeleteObject(n) for n in names if n)))
        if errors:
            raise RuntimeError(f"could not delete {len(errors)} objects under {prefix}")
        return len(names)

    def ping(self) -> bool:
        self.client.bucket_exists(self.bucket)
        return True
