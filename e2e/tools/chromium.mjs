// How every tool of this repository launches Chromium: Debian's (or CHROMIUM_PATH),
// else Playwright's own browser; headless, without the sandbox, the GPU or the
// background traffic (updates, sync) that would add requests to what is measured.
import { existsSync } from 'node:fs';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
