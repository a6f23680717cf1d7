/**
 * A request's path as logs and counts may keep it, without the secret some paths carry (in any
 * letter case, as the routes match them): a one-time staff link's token works like a password
 * until it is used, a calendar feed's opens the team's bookings, and a booking's manage token
 * moves and cancels it.
 */
const SECRET_PATHS = [
  /^(\/+inbox\/+welcome\/+)[^/]+/i,
  /^(\/+calendar\/+)[^/]+/i,
  /^(\/+book\/+manage\/+)[^/]+/i,
];

export const redactedPath = (path: string) =>
  SECRET_PATHS.reduce((redacted, secret) => redacted.replace(secret, "$1[redacted]"), path);
