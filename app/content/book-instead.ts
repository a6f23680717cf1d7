/** The way out of a failed call or chat to the booking page, where a visitor picks a time alone. */
export const bookInstead = { to: "/book", label: "Pick a time yourself" } as const;
