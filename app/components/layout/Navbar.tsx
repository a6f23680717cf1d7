import { Menu, X } from "lucide";
import { Icon } from "~/ui/Icon";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { NAVBAR_SCROLL_THRESHOLD_PX } from "~/content/site-constants";
import { LanguageSwitch } from "~/language/LanguageSwitch";
import { useLayoutWords, usePaths } from "~/language/page-language";
import { Logo } from "~/ui/Logo";
import { ScrollTopLink } from "~/ui/ScrollTopLink";
import { container } from "~/ui/styles";
import { useGetDemo } from "./useGetDemo";

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

const isScrolledPastThreshold = () => window.scrollY > NAVBAR_SCROLL_THRESHOLD_PX;

const MOBILE_MENU_ID = "mobile-menu";

export function Navbar() {
  const scrolled = useSyncExternalStore(subscribeToScroll, isScrolledPastThreshold, () => false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const { pathname } = useLocation();
  const getDemo = useGetDemo();
  const { mainNav, getDemoLabel, layoutLabels } = useLayoutWords();
  const home = usePaths().home;

  // The menu belongs to the page it was opened on: any navigation closes it.
  const open = menuOpen && menuPath === pathname;
  const solid = scrolled || open;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // The links open their pages themselves (ScrollTopLink); choosing one also closes the menu.
  const onNavigate = () => setMenuOpen(false);
  const onGetDemo = () => {
    setMenuOpen(false);
    void getDemo();
  };

  const linkClass = (isActive: boolean, mobile: boolean) =>
    [
      "relative rounded-lg px-3 py-2 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
      "after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-transform",
      isActive ? "after:scale-x-100" : "after:scale-x-0 hover:after:scale-x-100",
      solid || mobile
        ? `focus-visible:outline-brand-600 after:bg-brand-600 ${isActive ? "text-brand-700" : "text-ink-700 hover:text-ink-950"}`
        : `focus-visible:outline-white after:bg-white ${isActive ? "text-white" : "text-ink-200 hover:text-white"}`,
      // A tablet's bar holds the links, Get Demo and the language switch: a longer language's
      // words must fit it too.
      mobile
        ? "block text-lg after:right-auto after:w-10"
        : "text-[0.95rem] whitespace-nowrap md:max-lg:px-2",
    ].join(" ");

  const demoButtonClass =
    "inline-flex min-h-11 items-center gap-2 rounded-full bg-linear-to-r from-brand-600 to-accent-600 px-5 py-2.5 font-semibold whitespace-nowrap text-white shadow-lg shadow-brand-600/25 transition hover:-translate-y-0.5 hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400";

  /** The page links and Get Demo: in the bar on wide screens, in the toggle menu on small ones. */
  const navItems = (variant: "bar" | "menu") => (
    <>
      <ul className={variant === "bar" ? "flex items-center gap-1" : "space-y-1"}>
        {mainNav.map((item) => (
          <li key={item.to}>
            <ScrollTopLink
              to={item.to}
              aria-current={item.to === pathname ? "page" : undefined}
              onClick={onNavigate}
              className={linkClass(item.to === pathname, variant === "menu")}
            >
              {item.label}
            </ScrollTopLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onGetDemo}
        className={`${demoButtonClass} ${variant === "bar" ? "ml-2 lg:ml-4" : "mt-4 w-full justify-center"}`}
      >
        {getDemoLabel}
      </button>
      {variant === "bar" ? (
        <div className="ml-2">
          <LanguageSwitch tone={solid ? "dark" : "light"} />
        </div>
      ) : null}
    </>
  );

  return (
    <header
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300 ${
        solid ? "bg-white/90 shadow-sm shadow-surface-900/5 backdrop-blur-lg" : "bg-transparent"
      }`}
      data-scrolled={scrolled ? "true" : "false"}
    >
      <nav
        aria-label={layoutLabels.mainNavigation}
        className={`${container} flex h-18 items-center justify-between`}
      >
        <ScrollTopLink
          to={home}
          onClick={onNavigate}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        >
          <Logo tone={solid ? "dark" : "light"} />
          <span className="sr-only">, {layoutLabels.homeLink}</span>
        </ScrollTopLink>

        <div className="hidden items-center gap-1 md:flex">{navItems("bar")}</div>

        <div className="flex items-center gap-1 md:hidden">
          <LanguageSwitch tone={solid ? "dark" : "light"} />
          <button
            type="button"
            className={`inline-flex size-11 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 md:hidden ${
              solid
                ? "text-ink-900 hover:bg-surface-100 focus-visible:outline-brand-600"
                : "text-white hover:bg-white/10 focus-visible:outline-white"
            }`}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => {
              setMenuPath(pathname);
              setMenuOpen(!open);
            }}
          >
            {open ? <Icon icon={X} className="size-6" /> : <Icon icon={Menu} className="size-6" />}
            <span className="sr-only">{layoutLabels.menuToggle}</span>
          </button>
        </div>
      </nav>

      <div
        id={MOBILE_MENU_ID}
        hidden={!open}
        className="border-t border-surface-200 bg-white px-4 pt-3 pb-6 shadow-xl md:hidden"
      >
        {/* Drawn when opened: closed, it is hidden, and the bar already has the same links. */}
        {open ? navItems("menu") : null}
      </div>
    </header>
  );
}
