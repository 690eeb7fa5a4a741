// Dead letters back into the outbox, for the running service to deliver:
//   pnpm --filter remote-company enquiries:requeue <id> [<id> …]
//   pnpm --filter remote-company enquiries:requeue --all
// The folders come from the service's variables (ENQUIRIES_OUTBOX,
// ENQUIRIES_DEAD_LETTERS); README, "The enquiry service".
import { mkdir } from 'node:fs/promises';
import { readFolders } from './config';
import { requeue } from './dead-letters';
import { EnquiryFolder } from './outbox';

const usage = 'usage: enquiries:requeue <id> [<id> …] | --all';

try {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const ids = args.filter((arg) => arg !== '--all');
  // Either ids or --all, not both and not neither.
  if (all ? ids.length > 0 : ids.length === 0) throw new Error(usage);
  const unknownOption = ids.find((id) => id.startsWith('-'));
  if (unknownOption) throw new Error(`unknown option ${unknownOption}; ${usage}`);
  const { outboxDir, deadLetters } = readFolders();
  const outbox = new EnquiryFolder(outboxDir);
  const dead = new EnquiryFolder(deadLetters.dir);
  // Not `open()`: that removes temporary files, and the running service may be writing one.
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  await mkdir(deadLetters.dir, { recursive: true, mode: 0o700 });
  if (!(await outbox.sameFileSystem(dead)))
    throw new Error('the outbox and the dead letters must be on one file system (a move is one rename)');
  const moved = await requeue(outbox, dead, all ? 'all' : ids);
  for (const id of moved) console.log(`re-queued ${id}`);
  console.log(moved.length === 0 ? 'no dead letters to re-queue' : `${moved.length} moved to ${outboxDir}`);
} catch (error) {
  console.error(`enquiries:requeue: ${(error as Error).message}`);
  process.exit(1);
}
