import { Icon, type IconNode } from "~/ui/Icon";
import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  key: string;
  label: string;
  icon: IconNode;
  panel: ReactNode;
  /** Starts loading a lazy panel before it is selected (on hover or focus of its tab). */
  prefetch?: () => void;
}

/**
 * An ARIA tablist with automatic activation: a roving tabindex keeps one tab in the Tab order, and
 * the arrow keys, Home and End move between tabs and select them. Only the selected panel's
 * content is rendered, so panels can be lazy components that cost nothing until asked for.
 */
export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mx-auto flex w-full max-w-3xl flex-col gap-2 rounded-3xl border border-white/10 bg-white/5 p-2 backdrop-blur sm:flex-row sm:rounded-full"
      >
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.key}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index)}
              onPointerEnter={item.prefetch}
              onFocus={item.prefetch}
              className={`flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:text-base ${
                active
                  ? "bg-white text-ink-950 shadow-lg"
                  : "text-ink-200 hover:bg-white/10 hover:text-white"
              }`}
            >
              <Icon icon={item.icon} className="size-5" />
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-10 rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-300"
        >
          {index === selected ? <Suspense fallback={null}>{item.panel}</Suspense> : null}
        </div>
      ))}
    </div>
  );
}
