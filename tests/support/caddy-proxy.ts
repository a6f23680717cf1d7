/**
 * Caddy, from the machine's packages, in front of a server as in production: it terminates TLS on
 * 127.0.0.1 with a certificate from its own local authority and hands requests on over plain http,
 * with the configuration the README's deployment uses (deploy/Caddyfile).
 */
import { spawn } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect } from "node:tls";
import { freePort } from "./free-port";

const root = path.resolve(import.meta.dirname, "../..");
export const CADDYFILE = path.join(root, "deploy/Caddyfile");

export interface CaddyProxy {
  /** https://localhost:<port> */
  origin: string;
  /**
   * `--ignore-certificate-errors-spki-list=…` for Chromium: the served certificate counts as
   * valid, as a trusted one would, which WebAuthn requires (a bypassed certificate error is not
   * enough).
   */
  chromiumTrustFlag: string;
  output(): string;
  stop(): Promise<void>;
}

/** The SHA-256 of each certificate's public key that `host:port` presents, base64. */
function servedKeyHashes(port: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: "127.0.0.1", port, servername: "localhost", rejectUnauthorized: false },
      () => {
        const hashes: string[] = [];
        let certificate = socket.getPeerCertificate(true);
        const seen = new Set<string>();
        while (certificate?.raw && !seen.has(certificate.fingerprint256)) {
          seen.add(certificate.fingerprint256);
          const spki = new X509Certificate(certificate.raw).publicKey.export({
            type: "spki",
            format: "der",
          });
          hashes.push(createHash("sha256").update(spki).digest("base64"));
          certificate = certificate.issuerCertificate;
        }
        socket.end();
        resolve(hashes);
      },
    );
    socket.once("error", reject);
  });
}

export async function startCaddy(upstreamPort: number): Promise<CaddyProxy> {
  const port = await freePort();
  const home = mkdtempSync(path.join(tmpdir(), "voicefront-caddy-"));
  const child = spawn("caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      // Caddy keeps its local authority and certificates here, never in the real home.
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      SITE_ADDRESS: `localhost:${port}`,
      UPSTREAM: `127.0.0.1:${upstreamPort}`,
      CADDY_TLS: "tls internal",
      CADDY_GLOBAL: "admin off\nskip_install_trust\ndefault_bind 127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const missing = new Promise<never>((_, reject) =>
    child.once("error", () =>
      reject(new Error("caddy is not installed: the https test needs it (apt-get install caddy)")),
    ),
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 30_000;
  let hashes: string[];
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode}:\n${output}`);
    hashes = await Promise.race([missing, servedKeyHashes(port).catch(() => [])]);
    if (hashes.length > 0) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`caddy did not serve TLS on ${port} within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `https://localhost:${port}`,
    chromiumTrustFlag: `--ignore-certificate-errors-spki-list=${hashes.join(",")}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}
