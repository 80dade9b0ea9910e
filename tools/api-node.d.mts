/** Types of api-node.mjs for the TypeScript tools that import it. */
export const API_NODE_ARGS: string[];
export const API_BUILD: string;
export function apiNodeArgsFor(version?: string): string[];
export function apiCommand(root: string, extra?: string[], version?: string): string[];
