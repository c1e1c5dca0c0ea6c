// Types for chromium.mjs, which stays plain JavaScript so the install script runs it without tsx.
export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(): string | undefined;
