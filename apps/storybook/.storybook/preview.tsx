import type { Decorator, Preview } from "@storybook/react-vite";
import { ThemeFrames, type ThemeChoice } from "../src/theme-frames";
import "./preview.css";

const withThemes: Decorator = (Story, context) => (
  <ThemeFrames
    theme={(context.globals.theme ?? "both") as ThemeChoice}
    height={context.parameters.frameHeight as number | undefined}
    stacked={context.parameters.stacked === true}
  >
    <Story />
  </ThemeFrames>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: "Light, dark, or both side by side",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "both", title: "Light + dark" },
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language of the example text (Indonesian is the product's default)",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "id", title: "Bahasa Indonesia" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "both", locale: "id" },
  decorators: [withThemes],
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
  },
};

export default preview;
