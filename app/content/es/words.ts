import type { SiteTranslation } from "../words";
import { wordsByPart } from "../words-by-part";
import * as about from "./about";
import * as booking from "./booking";
import * as contact from "./contact";
import * as demoMocks from "./demo-mocks";
import * as home from "./home";
import * as legal from "./legal";
import * as navigation from "./navigation";
import * as products from "./products";
import { seo } from "./seo";
import { serviceDetails } from "./service-details";
import { services } from "./services";
import { testimonials } from "./testimonials";
import { voice } from "./voice";

/** Every word of the public pages in Spanish, by the names of app/content/words.ts. */
export const words: SiteTranslation = wordsByPart({
  ...about,
  ...booking,
  ...contact,
  ...demoMocks,
  ...home,
  ...legal,
  ...navigation,
  ...products,
  location: "Florida, EE. UU.",
  services,
  serviceDetails,
  testimonials,
  seo,
  voice,
});
