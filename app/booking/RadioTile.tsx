import type { ReactNode } from "react";

/** A radio button drawn as a tile: the native control (kept for keyboard and screen reader) hidden. */
export function RadioTile({
  name,
  value,
  checked = false,
  required = false,
  className,
  children,
}: {
  name: string;
  value: string;
  checked?: boolean;
  required?: boolean;
  /** The tile's look; its checked and focused looks follow the `peer-*` variants. */
  className: string;
  children: ReactNode;
}) {
  return (
    <label className="relative block">
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        required={required}
        className="peer sr-only"
      />
      <span
        className={`${className} peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
      >
        {children}
      </span>
    </label>
  );
}
