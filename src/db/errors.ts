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
