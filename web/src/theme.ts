import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

// Accountants work on wide screens with many fields at once: small controls by default,
// a calm teal brand colour and system fonts that carry Lithuanian letters offline.
const fontStack = `Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif`;

// Overrides only the default size of a built-in slot recipe; its slots must be restated.
function sized(name: string, size: string) {
  return { slots: defaultConfig.theme?.slotRecipes?.[name]?.slots ?? [], defaultVariants: { size } };
}

const config = defineConfig({
  globalCss: {
    html: { colorPalette: "brand" },
    body: { bg: "bg.subtle", color: "fg", fontSize: "sm" },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        brand: {
          50: { value: "#e8f4f5" },
          100: { value: "#c7e4e7" },
          200: { value: "#9fd0d5" },
          300: { value: "#70b7be" },
          400: { value: "#409ba4" },
          500: { value: "#1f7f88" },
          600: { value: "#156c75" },
          700: { value: "#0f5c63" },
          800: { value: "#0c4a50" },
          900: { value: "#09383d" },
          950: { value: "#052427" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "{colors.white}" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
      },
    },
    recipes: {
      button: { defaultVariants: { size: "sm" } },
      input: { defaultVariants: { size: "sm" } },
    },
    slotRecipes: {
      nativeSelect: sized("nativeSelect", "sm"),
      card: sized("card", "sm"),
      alert: sized("alert", "sm"),
      menu: sized("menu", "sm"),
      switch: sized("switch", "sm"),
      drawer: sized("drawer", "xs"),
    },
  },
});

export const system = createSystem(defaultConfig, config);
