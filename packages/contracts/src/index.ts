export * from "./common";
export * from "./auth";
export * from "./endpoints";
export * from "./categories";
export * from "./identity";
export * from "./catalogue";
export * from "./learning";
export * from "./search";
