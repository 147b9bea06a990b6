import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";

/**
 * Log hygiene (issue 19 item 4; docs/reliability.md "Logs"): nothing private reaches the log. discord.js errors
 * carry the failed request (`requestBody`: the JSON sent — a DM's hand, a deck — and the files, PNG bytes that
 * pino would print as number arrays) and the interaction token in their `url`. So:
 * - keys that hold request bodies, attachments, tokens or card lists are dropped wherever they are
 *   ({@link PRIVATE_KEYS}), in errors and in any logged object;
 * - bytes (Buffer, typed arrays, long number arrays) become `[N bytes]`;
 * - interaction and webhook tokens in strings (URLs, messages, stacks) become `[token]`.
 */

/** Keys whose values never reach the log, at any depth (request bodies, attachments, tokens, card lists). */
export const PRIVATE_KEYS: ReadonlySet<string> = new Set([
  "requestBody",
  "body",
  "json",
  "files",
  "attachments",
  "data",
  "token",
  "authorization",
  "hand",
  "cards",
  "deck",
  "deckText",
  "deckJson",
  "snapshot",
  "payload_json",
  "embeds",
  "components",
  "content",
]);

const TOKEN_IN_PATH = /\b(interactions\/\d+|webhooks\/\d+)\/[A-Za-z0-9_.-]{20,}/g;

/** A string with interaction and webhook tokens masked. */
export function maskTokens(s: string): string {
  return s.replace(TOKEN_IN_PATH, "$1/[token]");
}

/**
 * A copy of `value` fit for the log: private keys dropped, bytes summarised, tokens masked. Errors are turned into
 * plain objects first (pino's standard error serializer: type, message, stack, own fields, cause).
 */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskTokens(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 8) return "[deep]";
  if (value instanceof Error) return scrub(pino.stdSerializers.err(value), depth);
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) {
    if (value.length > 32 && value.every((x) => typeof x === "number")) return `[${value.length} bytes]`;
    return value.slice(0, 50).map((x) => scrub(x, depth + 1));
  }
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (PRIVATE_KEYS.has(k)) out[k] = "[redacted]";
    else out[k] = scrub(v, depth + 1);
  }
  return out;
}

/**
 * The logger options every Duelhall logger uses (the process logger and tests' loggers): errors under `err` or
 * `error` serialized and scrubbed, every other field scrubbed ({@link scrub}).
 */
export function loggerOptions(level: string = process.env.LOG_LEVEL ?? "info"): LoggerOptions {
  return {
    level,
    base: { app: "duelhall" },
    serializers: { err: (e: unknown) => scrub(e), error: (e: unknown) => scrub(e) },
    formatters: {
      log: (obj) => {
        const out: Record<string, unknown> = {};
        // Errors are left to the serializers above (they see the instance); everything else is scrubbed here.
        for (const [k, v] of Object.entries(obj))
          out[k] = k === "err" || k === "error" ? v : PRIVATE_KEYS.has(k) ? "[redacted]" : scrub(v);
        return out;
      },
    },
  };
}

/** A Duelhall logger writing to `destination` (default stdout); tests capture its lines. */
export function createLogger(level?: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}

/**
 * The process logger (pino, JSON lines on stdout). Level from `LOG_LEVEL` (default `info`).
 * Child loggers add context: `logger.child({ matchId })`.
 */
export const logger = createLogger();
