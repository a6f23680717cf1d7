import themeStylesheet from "../theme.css?raw";
import { colourToken, colourTokens } from "../../core/theme/colour-tokens";

/** The browser's theme colour (a phone's toolbar beside the page): the dark sections' backdrop. */
export const themeColour = colourToken(colourTokens(themeStylesheet), "surface-950");
