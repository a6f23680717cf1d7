import { CONTACT_FORM_ID, ContactForm } from "~/contact/ContactForm";
import { HydrationBoundary } from "~/ui/HydrationBoundary";
import { AppointmentPanel } from "~/components/contact/AppointmentPanel";
import { ContactDetails } from "~/components/contact/ContactDetails";
import { PageHero } from "~/ui/PageHero";
import { container } from "~/ui/styles";
import type { Route } from "./+types/contact";

export { action, loader } from "./contact.server";

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title} copy={words.hero.copy} />
      <div className="bg-surface-50 pb-24">
        <div className={`${container} relative -mt-10 grid gap-8 lg:grid-cols-12`}>
          <div className="rounded-3xl border border-surface-200 bg-white p-6 shadow-xl shadow-surface-900/5 sm:p-10 lg:col-span-7 lg:self-start">
            <HydrationBoundary whenUsed={CONTACT_FORM_ID}>
              <ContactForm
                words={words.form}
                formToken={loaderData.formToken}
                initialInterest={loaderData.interest}
                outcome={actionData}
              />
            </HydrationBoundary>
          </div>
          <div className="space-y-8 lg:col-span-5">
            <ContactDetails words={words.details} />
            <AppointmentPanel words={words.appointment} />
          </div>
        </div>
      </div>
    </>
  );
}
