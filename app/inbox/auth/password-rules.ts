/** Shared by the forms (minlength) and the server (the check that counts). */
export const MIN_PASSWORD_LENGTH = 12;
/** Bounds the hashing work one request can ask for. */
export const MAX_PASSWORD_LENGTH = 1024;
