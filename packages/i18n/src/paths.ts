// The language prefix of a site path is written once, in @gk/contracts (the API builds mailed links with it
// too); this subpath keeps the web's imports where they were.
export { localePath, unprefixed } from "@gk/contracts";
