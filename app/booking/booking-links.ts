/** Where a booking's manage link leads: its token is the only key it needs. */
export const manageHref = (token: string) => `/book/manage/${encodeURIComponent(token)}`;

/** A /book URL with these query values, dropping the empty ones. */
export function bookHref(path: string, values: Record<string, string | null | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
