/** Types of build-api.mjs for the TypeScript tools that import it. */
export const API_ENTRY: string;
export const READER_ENTRY: string;
export function buildApi(): Promise<number>;
export function apiBuildIsStale(): boolean;
export function buildApiIfStale(): Promise<number>;
