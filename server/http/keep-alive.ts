/**
 * How long the server keeps an idle connection open for the next request. A proxy in front
 * (deploy/Caddyfile) keeps its idle connections to the server for 2 minutes and sends the next
 * visitor's request on one; Node's default closes them after 5 s, so a request could go out on a
 * connection the server was closing, and the visitor would get the proxy's 502 (a post is not
 * tried again). Longer than the proxy's, the server never closes one under it. The same race
 * met a test's client on a slow machine: connection resets in a red run.
 */
export const IDLE_CONNECTION_MS = 130_000;
