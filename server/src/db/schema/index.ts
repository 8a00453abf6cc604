export * from "./users";
export * from "./admin";
export * from "./billing";
export * from "./analyses";
export * from "./operations";
export * from "./planning";
export * from "./coordination";
export * from "./login-guard";
