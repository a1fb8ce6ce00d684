import type { NextConfig } from "next";

const config: NextConfig = {
  // Internal packages are consumed from source (ARCHITECTURE: exports maps to ./src).
  transpilePackages: ["@gk/tenancy", "@gk/contracts"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default config;
