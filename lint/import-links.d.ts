/** What lint/lint-rules.test.ts uses of import-links.js, typed. */
export declare function modifiedAt(file: string): number | null;
export declare function linksOf(file: string): { to: string; typeOnly: boolean }[];
export declare function modulesUnder(folder: string): string[];
