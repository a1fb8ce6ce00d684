export * from "./accounts";
export * from "./sessions";
export * from "./mail";
export * from "./meta";
export * from "./catalogue";
export * from "./curation";
export * from "./engagement";
export * from "./learning";
