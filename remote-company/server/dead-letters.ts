import type { FastifyBaseLogger } from 'fastify';
import type { EnquiryFolder, StoredEnquiry } from './outbox';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the dead letters that died `retentionDays` ago or earlier: an
 * enquiry no one could deliver is personal data kept for no purpose after
 * that. One without a readable `deadAt` (edited, or left by a requeue cut
 * short) counts from when its file was last written.
 */
export async function expireDeadLetters(
  deadLetters: EnquiryFolder,
  retentionDays: number,
  now: () => number,
  log: FastifyBaseLogger,
): Promise<void> {
  const limit = now() - retentionDays * dayMs;
  let ids: string[];
  try {
    ids = await deadLetters.list();
  } catch (error) {
    // Never a crash of the service (this runs from a timer): the next check tries again.
    log.error({ event: 'dead-letter-expiry-failed', code: (error as { code?: string }).code }, 'dead letters not read');
    return;
  }
  for (const id of ids) {
    try {
      let diedAt = Number.NaN;
      try {
        diedAt = Date.parse((await deadLetters.read(id)).deadAt ?? '');
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') continue;
      }
      if (Number.isNaN(diedAt)) diedAt = (await deadLetters.modifiedAt(id)).getTime();
      if (diedAt > limit) continue;
      await deadLetters.remove(id);
      log.info({ event: 'dead-letter-expired', id }, 'dead letter deleted: its retention period is over');
    } catch (error) {
      // Re-queued meanwhile (gone), or the disk failed: the next check tries again.
      if ((error as { code?: string }).code !== 'ENOENT')
        log.error(
          { event: 'dead-letter-expiry-failed', id, code: (error as { code?: string }).code },
          'dead letter not deleted',
        );
    }
  }
}

/**
 * Moves dead letters back into the outbox, their refusals forgotten, where the
 * running service's rescan (or its next start) delivers them. Every id is
 * checked before anything moves, so a mistyped one moves nothing. Returns the
 * ids moved.
 */
export async function requeue(
  outbox: EnquiryFolder,
  deadLetters: EnquiryFolder,
  which: string[] | 'all',
): Promise<string[]> {
  const dead = await deadLetters.list();
  const ids = which === 'all' ? dead : [...new Set(which)];
  const unknown = ids.filter((id) => !dead.includes(id));
  if (unknown.length > 0) throw new Error(`not in the dead letters (${deadLetters.dir}): ${unknown.join(', ')}`);
  for (const id of ids) {
    const record: StoredEnquiry = { ...(await deadLetters.read(id)), refusals: 0 };
    delete record.lastRefusal;
    delete record.deadAt;
    // Rewritten where it is, then moved by one rename: never in both folders, never in neither.
    await deadLetters.put(record);
    await deadLetters.moveTo(outbox, id);
  }
  return ids;
}
