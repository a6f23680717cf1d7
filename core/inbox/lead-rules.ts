/** Caps on what staff write (characters, after trimming): the forms' maxlength, the store's check. */
export const NOTE_MAX_LENGTH = 5000;
export const REPLY_SUBJECT_MAX_LENGTH = 200;
export const REPLY_BODY_MAX_LENGTH = 10_000;

/** The navigation counts stop here ("999+"): counting further would read every row on each page. */
export const COUNT_CAP = 1000;

export const formatCount = (n: number) => (n >= COUNT_CAP ? `${COUNT_CAP - 1}+` : String(n));
