import { ArrowLeft } from "lucide";
import { Icon } from "~/ui/Icon";
import { PageHero } from "~/ui/PageHero";
import { fill } from "../../../core/content/format";
import { useLayoutWords, usePaths } from "~/language/page-language";
import { ScrollTopLink } from "~/ui/ScrollTopLink";
import { onDarkPrimaryButton, onDarkSecondaryButton } from "~/ui/styles";

/** The page for a missing page or an error, shown inside the site's layout. */
export function StatusPage({
  code,
  title,
  copy,
  homeLabel,
  contactLabel,
}: {
  code: number;
  title: string;
  copy: string;
  homeLabel: string;
  contactLabel?: string;
}) {
  const { status } = useLayoutWords();
  const paths = usePaths();
  return (
    <PageHero eyebrow={fill(status.eyebrow, { code })} title={title} copy={copy}>
      <div className="mt-10 flex flex-col items-center justify-center gap-4 pb-16 sm:flex-row">
        <ScrollTopLink to={paths.home} className={onDarkPrimaryButton}>
          <Icon icon={ArrowLeft} className="size-5" />
          {homeLabel}
        </ScrollTopLink>
        {contactLabel ? (
          <ScrollTopLink to={paths.contact} className={onDarkSecondaryButton}>
            {contactLabel}
          </ScrollTopLink>
        ) : null}
      </div>
    </PageHero>
  );
}
