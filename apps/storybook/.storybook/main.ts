import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { mergeConfig } from "vite";

// Runs offline: no telemetry, no "what's new" fetch. The build is part of the root `npm test`.
const config: StorybookConfig = {
  stories: ["../src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No docs pages: skipping react-docgen keeps the build at a few seconds.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      build: {
        // One Storybook bundle is large by nature; the product's own budgets are measured in apps/web.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            // "use client" marks components for Next's server/client split; it means nothing here.
            if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;
