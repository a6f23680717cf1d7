/**
 * The most this machine serves of one page: node:http answering every request with the same
 * bytes from memory and nothing else (no routing, headers or logs). bench/load.ts starts it beside
 * the site and loads both the same way, so the prerendered page's figure has a same-run ceiling.
 *   node --import tsx bench/bare-file-server.ts <file> <content-type> <content-encoding>
 * Prints "listening <port>" once it listens on 127.0.0.1.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const [file, contentType, contentEncoding] = process.argv.slice(2);
if (!file || !contentType || !contentEncoding) {
  throw new Error("usage: bare-file-server.ts <file> <content-type> <content-encoding>");
}
const body = readFileSync(file);
const headers = {
  "content-type": contentType,
  "content-encoding": contentEncoding,
  "content-length": body.length,
};

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
