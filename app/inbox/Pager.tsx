import { Link } from "react-router";
import { leadList } from "~/content/inbox";
import { secondaryButton } from "./styles";

/** Keyset paging: back to the newest, or on to older ones; nothing when all fit on one page. */
export function Pager(props: { newestHref: string; nextHref: string | null; firstPage: boolean }) {
  if (!props.nextHref && props.firstPage) return null;
  return (
    <nav aria-label={leadList.pages} className="flex justify-between gap-3">
      {props.firstPage ? (
        <span />
      ) : (
        <Link to={props.newestHref} className={secondaryButton}>
          {leadList.newest}
        </Link>
      )}
      {props.nextHref ? (
        <Link to={props.nextHref} className={secondaryButton}>
          {leadList.older}
        </Link>
      ) : null}
    </nav>
  );
}
