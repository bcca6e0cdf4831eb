"""Certificates and keys for the local control plane.

Why: the API server must serve TLS that clients verify, accept an admin client certificate
(group ``system:masters``) and sign ServiceAccount tokens. ECDSA P-256 keys are generated once per
cluster directory and reused, so a warm ``cluster-up`` spends no time on key generation.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

__all__ = ["Pki", "ensure_pki"]

_VALIDITY = dt.timedelta(days=3650)


@dataclass(frozen=True)
class Pki:
    """Paths of the PEM files one cluster uses."""

    dir: Path

    @property
    def ca_cert(self) -> Path:
        return self.dir / "ca.crt"

    @property
    def serving_cert(self) -> Path:
        return self.dir / "apiserver.crt"

    @property
    def serving_key(self) -> Path:
        return self.dir / "apiserver.key"

    @property
    def admin_cert(self) -> Path:
        return self.dir / "admin.crt"

    @property
    def admin_key(self) -> Path:
        return self.dir / "admin.key"

    @property
    def sa_key(self) -> Path:
        return self.dir / "sa.key"

    @property
    def sa_pub(self) -> Path:
        return self.dir / "sa.pub"

    def complete(self) -> bool:
        files = (self.ca_cert, self.serving_cert, self.serving_key, self.admin_cert, self.admin_key)
        return all(p.is_file() for p in (*files, self.sa_key, self.sa_pub))


def _key_pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def _issue(
    subject: x509.Name,
    key: ec.EllipticCurvePrivateKey,
    issuer: tuple[x509.Name, ec.EllipticCurvePrivateKey] | None,
    *,
    ca: bool = False,
    server: bool = False,
) -> x509.Certificate:
    now = dt.datetime.now(dt.UTC) - dt.timedelta(minutes=5)
    issuer_name, issuer_key = issuer if issuer else (subject, key)
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now)
        .not_valid_after(now + _VALIDITY)
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
    if ca:
        usage = x509.KeyUsage(False, False, False, False, False, True, True, False, False)
        builder = builder.add_extension(usage, critical=True)
    else:
        eku = ExtendedKeyUsageOID.SERVER_AUTH if server else ExtendedKeyUsageOID.CLIENT_AUTH
        builder = builder.add_extension(x509.ExtendedKeyUsage([eku]), critical=False)
    if server:
        names: list[x509.GeneralName] = [
            x509.DNSName("localhost"),
            x509.DNSName("kubernetes"),
            x509.DNSName("kubernetes.default.svc"),
            x509.IPAddress(ipaddress.ip_address("127.0.0.1")),
            x509.IPAddress(ipaddress.ip_address("10.96.0.1")),
        ]
        builder = builder.add_extension(x509.SubjectAlternativeName(names), critical=False)
    return builder.sign(issuer_key, hashes.SHA256())


def _write(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    path.chmod(0o600)


def ensure_pki(directory: Path) -> Pki:
    """Create the CA, serving, admin and ServiceAccount keys under ``directory`` unless all exist."""
    pki = Pki(directory)
    if pki.complete():
        return pki
    directory.mkdir(parents=True, exist_ok=True)
    pem = serialization.Encoding.PEM
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "zero-layer-local-ca")])
    ca_cert = _issue(ca_name, ca_key, None, ca=True)
    _write(pki.ca_cert, ca_cert.public_bytes(pem))
    serving_key = ec.generate_private_key(ec.SECP256R1())
    serving_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "kube-apiserver")])
    serving = _issue(serving_name, serving_key, (ca_name, ca_key), server=True)
    _write(pki.serving_cert, serving.public_bytes(pem))
    _write(pki.serving_key, _key_pem(serving_key))
    admin_key = ec.generate_private_key(ec.SECP256R1())
    admin_name = x509.Name(
        [
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "system:masters"),
            x509.NameAttribute(NameOID.COMMON_NAME, "zero-layer-admin"),
        ]
    )
    admin = _issue(admin_name, admin_key, (ca_name, ca_key))
    _write(pki.admin_cert, admin.public_bytes(pem))
    _write(pki.admin_key, _key_pem(admin_key))
    sa_key = ec.generate_private_key(ec.SECP256R1())
    _write(pki.sa_key, _key_pem(sa_key))
    public = sa_key.public_key().public_bytes(pem, serialization.PublicFormat.SubjectPublicKeyInfo)
    _write(pki.sa_pub, public)
    return pki
