/**
 * For this long after a session's browser gave the password or a passkey, it may add a passkey;
 * later it must give one again, so a stolen cookie alone cannot plant a lasting way in.
 */
export const VERIFIED_FOR_MINUTES = 5;
