/** Recognising database errors across the SQLite and PostgreSQL driver adapters (Prisma 7). */

/** The driver adapter's error kind of a failed raw query (Prisma P2010), else undefined. */
export function rawErrorCause(e: unknown): { kind?: unknown; constraint?: { fields?: unknown } } | undefined {
  if (typeof e !== "object" || e === null || (e as { code?: unknown }).code !== "P2010") return undefined;
  const meta = (e as { meta?: { driverAdapterError?: { cause?: unknown } } }).meta;
  const cause = meta?.driverAdapterError?.cause;
  return typeof cause === "object" && cause !== null ? cause : undefined;
}

/**
 * True for a unique-constraint violation, whichever adapter raised it: Prisma P2002 from model queries, or a
 * raw query's (P2010) driver error of kind `UniqueConstraintViolation`.
 */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002") return true;
  return rawErrorCause(e)?.kind === "UniqueConstraintViolation";
}

/**
 * Runs `upsert` and, when it fails with a unique violation, once more. Prisma's `upsert` reads, then inserts: two
 * concurrent first writes of one key both insert, and PostgreSQL (READ COMMITTED) refuses the second (P2002). The
 * retry then finds the row and updates it. Not for use inside an interactive transaction (PostgreSQL aborts the whole
 * transaction on the first error). Errors: anything else the database raises, or a second unique violation.
 */
export async function upsertRetryingRace<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return upsert();
  }
}
