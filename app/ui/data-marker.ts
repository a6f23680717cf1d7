/**
 * A data attribute that marks elements for one page-wide script to find, so the elements need no
 * React of their own and can be server markup that is never hydrated: spread `attribute` on the
 * element, find it with `selector`.
 */
export function dataMarker<Name extends `data-${string}`>(name: Name) {
  return { attribute: { [name]: "" } as Record<Name, "">, selector: `[${name}]` } as const;
}
