import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables, loadConfig } from "./config";

/**
 * deploy/ is a recipe that must keep working as the server changes: the env template is a valid
 * configuration for the server behind one proxy, the unit starts what `npm start` starts, and the
 * Caddyfile the https end-to-end test runs also reads as a production configuration.
 */

const root = path.resolve(import.meta.dirname, "..");
const deployFile = (name: string) => readFileSync(path.join(root, "deploy", name), "utf8");

/** An EnvironmentFile's assignments (systemd's syntax: VARIABLE=value, # comments). */
function environmentFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

describe("deploy/", () => {
  it("voicefront.env.example names only the server's variables and loads as a configuration", () => {
    const env = environmentFile(deployFile("voicefront.env.example"));
    for (const name of Object.keys(env)) expect(configVariables).toContain(name);
    // Empty values read as unset, as the defaults the README lists.
    const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
    const config = loadConfig(set);
    expect(config).toMatchObject({ NODE_ENV: "production", TRUST_PROXY: 1, HOST: "127.0.0.1" });
    expect(config.SITE_URL.startsWith("https://")).toBe(true);
  });

  it("voicefront.service runs npm start's command with its env file, and waits out the drain", () => {
    const unit = deployFile("voicefront.service");
    const start = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts.start!;
    const execStart = /^ExecStart=(\S+) (.*)$/m.exec(unit);
    expect(path.basename(execStart![1]!)).toBe("node");
    expect(`node ${execStart![2]}`).toBe(start);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/voicefront\/voicefront\.env$/m);
    // The server needs up to 10 s after SIGTERM (README "Operating it").
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)![1])).toBeGreaterThan(10);
  });

  it("the Caddyfile reads as a production configuration: TLS on 443, handed to the server", () => {
    const adapted = JSON.parse(
      execFileSync(
        "caddy",
        ["adapt", "--config", path.join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"],
        { env: { PATH: process.env.PATH, SITE_ADDRESS: "www.example.com" }, encoding: "utf8" },
      ),
    ) as { apps: { http: { servers: Record<string, unknown> } } };
    const text = JSON.stringify(adapted.apps.http.servers);
    expect(text).toContain('"listen":[":443"]');
    expect(text).toContain('"host":["www.example.com"]');
    expect(text).toContain('"dial":"127.0.0.1:3000"');
    // Certificates from a public authority, not the test's local one.
    expect(JSON.stringify(adapted)).not.toContain('"internal"');
  });
});
