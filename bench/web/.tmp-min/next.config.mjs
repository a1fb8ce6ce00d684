export default { productionBrowserSourceMaps: true, turbopack: { root: "/work/main" } };
