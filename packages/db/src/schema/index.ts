export * from "./accounts";
export * from "./sessions";
export * from "./mail";
export * from "./meta";
