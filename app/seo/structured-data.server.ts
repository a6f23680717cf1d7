import { siteLanguages } from "../../core/content/languages";
import { areaServed, brand, contactInfo, socialLinks } from "../../core/content/site";
import type { PagePlace } from "~/language/page-language.server";
import { siteWords } from "~/language/site-words.server";
import { absoluteUrl } from "./site-url.server";

/** schema.org ProfessionalService describing the business, for the home and about pages. */
export function professionalServiceJsonLd(siteUrl: string, { language, languages }: PagePlace) {
  const { about, seo } = siteWords(language);
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: brand.name,
    legalName: brand.legalName,
    description: seo.pages.home.description,
    slogan: about.hero.title,
    url: absoluteUrl(siteUrl, siteLanguages[language].paths.home),
    image: absoluteUrl(siteUrl, seo.ogImage.path),
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    email: contactInfo.email,
    telephone: contactInfo.phoneHref.replace(/^tel:/, ""),
    foundingDate: String(brand.foundedYear),
    founder: { "@type": "Person", name: about.founder.name, jobTitle: about.founder.role },
    address: {
      "@type": "PostalAddress",
      addressRegion: contactInfo.region,
      addressCountry: contactInfo.country,
    },
    areaServed: areaServed.map((area, index) => ({
      "@type": area.type,
      name: seo.areaNames[index],
    })),
    knowsLanguage: languages.map((code) => siteLanguages[code].locale),
    sameAs: socialLinks.map((link) => link.href),
  };
}
