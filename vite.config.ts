import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Browser chunks: React, React DOM and React Router in one long-cached file, and the app's own
 * modules that three or more chunks share in one more, instead of a dozen small files that each
 * pay for their own compression (docs/decisions/009-first-load-javascript-budget.md).
 */
const browserChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      name: "site",
      // Not the staff inbox's modules: however many inbox pages share one, no public page loads it.
      test: /[\\/]app[\\/](?!inbox[\\/]|routes[\\/]inbox[\\/]|content[\\/]inbox\.ts)|node_modules[\\/]lucide-react[\\/]/,
      minShareCount: 3,
      priority: 10,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: browserChunks } } },
}));
