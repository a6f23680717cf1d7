import type { Server } from "node:http";
import type { Logger } from "./logger";

/** Orchestrators (Kubernetes, systemd, Fly, Render) wait about 10 s before SIGKILL. */
export const GRACE_MS = 9_000;
/** Keep-alive connections that fall idle while draining are closed this often. */
const IDLE_SWEEP_MS = 100;

export interface ShutdownOptions {
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  logger: Logger;
  /** Runs alongside the draining of requests (the outbox worker finishing its deliveries). */
  whileDraining?: () => Promise<void>;
  /** Runs once requests and `whileDraining` are done (closing the database). */
  afterDrained?: () => Promise<void>;
  exit?: (code: number) => void;
  graceMs?: number;
  signals?: readonly NodeJS.Signals[];
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish, then close
 * what the server holds and exit 0. Whatever is still busy after the grace period is cut off and
 * the process exits 1, still inside the 10 s an orchestrator allows.
 */
export function handleShutdownSignals(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { server, logger, exit = (code) => process.exit(code), graceMs = GRACE_MS } = options;
  let started: Promise<void> | undefined;

  const shutdown = (signal: string) => {
    started ??= (async () => {
      logger.info({ signal }, "shutting down: finishing requests in flight");
      const force = setTimeout(() => {
        logger.error({ graceMs }, "shutdown took too long: cutting open connections");
        server.closeAllConnections();
        exit(1);
      }, graceMs);
      force.unref();
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      try {
        const drained = new Promise<void>((resolve, reject) =>
          server.close((error) => (error ? reject(error) : resolve())),
        );
        server.closeIdleConnections();
        await Promise.all([drained, options.whileDraining?.()]);
        await options.afterDrained?.();
        clearTimeout(force);
        logger.info("stopped cleanly");
        exit(0);
      } catch (error) {
        clearTimeout(force);
        logger.error({ err: error }, "shutdown failed");
        exit(1);
      } finally {
        clearInterval(sweep);
      }
    })();
    return started;
  };
  for (const signal of options.signals ?? ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => void shutdown(signal));
  }
  return shutdown;
}
