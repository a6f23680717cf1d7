import { aboutHero, founder } from "~/content/about";
import { ogImage } from "~/content/seo";
import { areaServed, brand, contactInfo, socialLinks } from "../../core/content/site";
import { absoluteUrl } from "./site-url.server";

/** schema.org ProfessionalService describing the business, for / and /about. */
export function professionalServiceJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: brand.name,
    legalName: brand.legalName,
    description: brand.description,
    slogan: aboutHero.title,
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, ogImage.path),
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    email: contactInfo.email,
    telephone: contactInfo.phoneHref.replace(/^tel:/, ""),
    foundingDate: String(brand.foundedYear),
    founder: { "@type": "Person", name: founder.name, jobTitle: founder.role },
    address: {
      "@type": "PostalAddress",
      addressRegion: contactInfo.region,
      addressCountry: contactInfo.country,
    },
    areaServed: areaServed.map((area) => ({ "@type": area.type, name: area.name })),
    sameAs: socialLinks.map((link) => link.href),
  };
}
