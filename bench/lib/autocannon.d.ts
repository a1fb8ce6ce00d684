// autocannon ships no types (DefinitelyTyped's stop at version 7); harness.ts types the part it uses itself.
declare module "autocannon";
