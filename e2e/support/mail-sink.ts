import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where shell/deploy/local-site.mjs's local mail sink keeps what the enquiry service delivers (playwright.config.ts's deploy dir). */
const mailDir = resolve(fileURLToPath(new URL('../.serve/mail', import.meta.url)));

/** Each delivered mail as text, quoted-printable soft line breaks undone. */
function deliveredMails(): string[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .map((name) => readFileSync(join(mailDir, name), 'utf8').replace(/=\r?\n/g, ''));
}

/** The mails whose text holds `token` (a journey puts a unique one in its message). */
export const mailsWith = (token: string) => deliveredMails().filter((mail) => mail.includes(token));

export const uniqueToken = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
