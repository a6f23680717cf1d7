import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { SiteStylesContext } from "./components/layout/SiteStyles";
import { fetchScriptsAfterPaintStream } from "./paint-first.server";
import { rewordRouterRefusal } from "./router-refusals.server";
import siteCss from "./app.css?inline";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The server's per-request CSP nonce, put on every inline script React and React Router
  // render. Prerendering runs without a server, hence without a nonce: those pages are allowed by
  // the hashes of their inline scripts instead.
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <SiteStylesContext value={{ css: siteCss, nonce }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SiteStylesContext>,
      {
        nonce,
        // A finished Suspense boundary stays where it is in the document, however large (React
        // would otherwise move big ones to the end, shown by an inline script): the page reads
        // in order, and without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Everyone gets the whole document at once, every Suspense boundary in place. Sent with
        // the shell first, the boundaries that wait on the route data (React Router's own) came
        // after it with inline scripts that moved them into place in an animation frame, a task
        // and a layout of the page more on a phone (docs/decisions/018-counted-main-thread-work.md).
        // The loaders are quick and the public pages prerendered, so nothing waits long for it.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(
              createReadableStreamFromReadable(body.pipe(fetchScriptsAfterPaintStream())),
              {
                headers: responseHeaders,
                status: responseStatusCode,
              },
            ),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and React Router logs them (handleError).
          if (shellRendered) loadContext.logger?.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}

/** Server errors go to the request's structured logger (with its request id), not stderr. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || rewordRouterRefusal(error)) return;
  const logger = context?.logger;
  if (logger) logger.error({ err: error }, "request failed");
  else console.error(error);
};
