import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Enquiry } from '../src/pages/contact/form/enquiry';

export type VisitorLanguage = 'en' | 'fr';

/** An accepted enquiry as the outbox keeps it until it is delivered (and a dead-letter folder after). */
export interface StoredEnquiry {
  id: string;
  receivedAt: string;
  language: VisitorLanguage;
  enquiry: Enquiry;
  /** Permanent refusals (SMTP 5xx) so far: kept here so that a restart does not start the count again. */
  refusals?: number;
  /** The reply code only: the server's text could quote addresses. */
  lastRefusal?: { at: string; responseCode: number };
  /** When it was moved to the dead letters; their retention runs from it. */
  deadAt?: string;
}

/** A sortable, unguessable id: the UTC day, then 64 random bits. */
export const newEnquiryId = (now = new Date()) =>
  `${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(8).toString('hex')}`;

const idPattern = /^\d{8}-[0-9a-f]{16}$/;

async function fsyncDir(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * One JSON file per enquiry: the outbox, or the dead letters. A write goes to
 * a temporary file, is flushed to disk (fsync), renamed into place and the
 * folder flushed too, so after `put` resolves the enquiry survives a crash or
 * power loss; a temporary file left by a crash was never acknowledged and is
 * removed on start. Enquiries are personal data: the folder and its files
 * are the service's user's only (0700, 0600).
 */
export class EnquiryFolder {
  constructor(readonly dir: string) {}

  async open(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    for (const name of await readdir(this.dir)) if (name.startsWith('.tmp-')) await unlink(join(this.dir, name));
  }

  async put(record: StoredEnquiry): Promise<void> {
    const temp = join(this.dir, `.tmp-${record.id}`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(JSON.stringify(record));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.file(record.id));
    await fsyncDir(this.dir);
  }

  async list(): Promise<string[]> {
    return (await readdir(this.dir))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
      .filter((id) => idPattern.test(id))
      .sort();
  }

  async read(id: string): Promise<StoredEnquiry> {
    return JSON.parse(await readFile(this.file(id), 'utf8')) as StoredEnquiry;
  }

  async remove(id: string): Promise<void> {
    await unlink(this.file(id));
    await fsyncDir(this.dir);
  }

  /**
   * Moves an enquiry to another folder by one rename, so that at every moment
   * it is in exactly one of them, whatever crashes; then flushes both
   * folders. Hence both on one file system (`sameFileSystem`).
   */
  async moveTo(target: EnquiryFolder, id: string): Promise<void> {
    await rename(this.file(id), target.file(id));
    await fsyncDir(target.dir);
    await fsyncDir(this.dir);
  }

  async sameFileSystem(other: EnquiryFolder): Promise<boolean> {
    const [mine, theirs] = await Promise.all([stat(this.dir), stat(other.dir)]);
    return mine.dev === theirs.dev;
  }

  /** When the file was last written: the age of a dead letter that does not say when it died. */
  async modifiedAt(id: string): Promise<Date> {
    return (await stat(this.file(id))).mtime;
  }

  private file(id: string) {
    return join(this.dir, `${id}.json`);
  }
}
