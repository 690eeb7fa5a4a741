// Types of checkout-copy.mjs for the TypeScript specs that import it.
export declare const repoRoot: string;
export declare function pnpm(cwd: string, args: string[]): void;
export declare function copyCheckout(label: string): { dir: string; remove: () => void };
