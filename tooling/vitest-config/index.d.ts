import type { UserConfig } from "vitest/config";
export declare const base: UserConfig;
export declare function preset(extra?: UserConfig): UserConfig;
declare const config: UserConfig;
export default config;
