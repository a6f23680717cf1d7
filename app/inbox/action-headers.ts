import type { HeadersFunction } from "react-router";

/**
 * A page answers a form post with its action's headers (a new session's cookie, Retry-After), for
 * browsers without JavaScript too: React Router puts them on data requests only by itself.
 */
export const actionHeaders: HeadersFunction = ({ actionHeaders }) => actionHeaders;
