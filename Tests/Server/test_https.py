"""`tote serve --tls-cert --tls-key`: HTTPS without a proxy, a renewed certificate used from the next connection on
without a restart, and files it cannot use refused in one line before it serves."""

import os
import shutil
import ssl
import subprocess
import tempfile
import urllib.request

from conftest import free_port, wait_for


def make_pair(directory, name):
    """A self-signed certificate for 127.0.0.1 and its key, as `openssl` writes them."""
    certificate = os.path.join(directory, f"{name}.crt")
    key = os.path.join(directory, f"{name}.key")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-days", "2", "-subj", f"/CN={name}", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", key, "-out", certificate],
        check=True, capture_output=True,
    )
    return certificate, key


def presented(port):
    """The certificate the server presents to a new connection, in DER."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    with context.wrap_socket(__import__("socket").create_connection(("127.0.0.1", port), timeout=5)) as connection:
        return connection.getpeercert(binary_form=True)


def der(certificate):
    with open(certificate) as pem:
        return ssl.PEM_cert_to_DER_cert(pem.read())


def serve(directory, *options):
    port = free_port()
    log = open(os.path.join(directory, f"server-{port}.log"), "w+")
    process = subprocess.Popen(
        [os.environ["TOTE"], "serve", "--port", str(port), "--store", "sqlite:" + os.path.join(directory, "t.sqlite"),
         *options],
        stdout=log, stderr=subprocess.STDOUT,
    )
    return port, process, log


def test_https_serves_and_takes_a_renewed_certificate_without_a_restart():
    with tempfile.TemporaryDirectory() as directory:
        first = make_pair(directory, "first")
        second = make_pair(directory, "second")
        certificate, key = os.path.join(directory, "tote.crt"), os.path.join(directory, "tote.key")
        shutil.copy(first[0], certificate)
        shutil.copy(first[1], key)
        port, process, log = serve(directory, "--tls-cert", certificate, "--tls-key", key)
        try:
            trusting_first = ssl.create_default_context(cafile=first[0])

            def healthy():
                assert process.poll() is None, "the server exited"
                try:
                    with urllib.request.urlopen(f"https://127.0.0.1:{port}/health", context=trusting_first) as answer:
                        return answer.status == 200
                except OSError:
                    return False

            wait_for(healthy, "the server answering over HTTPS")
            with urllib.request.urlopen(f"https://127.0.0.1:{port}/login", context=trusting_first) as page:
                cookies = page.headers.get_all("Set-Cookie")
            assert cookies and all("Secure" in cookie for cookie in cookies)
            # Plain HTTP on the same port gets no page.
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5)
                assert False, "plain HTTP was answered"
            except OSError:
                pass

            # A half-finished renewal (a new key beside the old certificate) keeps the old pair in use.
            shutil.copy(second[1], key)
            assert presented(port) == der(first[0])
            shutil.copy(second[0], certificate)
            wait_for(lambda: presented(port) == der(second[0]), "the renewed certificate being presented")
            assert process.poll() is None
        finally:
            process.terminate()
            process.wait()
            log.close()


def test_files_it_cannot_use_are_refused_in_one_line():
    with tempfile.TemporaryDirectory() as directory:
        first = make_pair(directory, "first")
        second = make_pair(directory, "second")
        garbage = os.path.join(directory, "garbage.pem")
        with open(garbage, "w") as file:
            file.write("not a certificate\n")
        cases = [
            (["--tls-cert", first[0], "--tls-key", second[1]], "does not belong to the certificate"),
            (["--tls-cert", garbage, "--tls-key", first[1]], "cannot read a certificate from"),
            (["--tls-cert", first[0], "--tls-key", garbage], "cannot read a private key from"),
            (["--tls-cert", os.path.join(directory, "missing.crt"), "--tls-key", first[1]], "cannot read a certificate"),
        ]
        for options, message in cases:
            port, process, log = serve(directory, *options)
            assert process.wait(timeout=120) == 64
            log.seek(0)
            lines = [line for line in log.read().splitlines() if line.startswith("Error:")]
            log.close()
            assert len(lines) == 1 and message in lines[0], lines
        alone = subprocess.run(
            [os.environ["TOTE"], "serve", "--tls-cert", first[0]], capture_output=True, text=True, timeout=120
        )
        assert alone.returncode == 64
        assert "--tls-cert and --tls-key go together" in alone.stderr
