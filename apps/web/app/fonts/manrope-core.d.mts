export declare const CORE_CODE_POINTS: number[];
export declare function coreUnicodeRange(): string;
export declare const CORE_FEATURES: string[];
