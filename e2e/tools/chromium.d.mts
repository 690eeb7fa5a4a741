// Types of chromium.mjs for the TypeScript that imports it.
export declare const chromiumLaunchOptions: { executablePath: string | undefined; args: string[] };
