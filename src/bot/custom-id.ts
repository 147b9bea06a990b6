import { z } from "zod";

/**
 * Compact component custom ids: `kind:matchId:stateVersion:decisionId:optionId`, at most
 * {@link CUSTOM_ID_MAX} characters (Discord's limit for `custom_id`, developers/components/reference).
 * `stateVersion` is written in base 36 to stay short. `kind` doubles as the router prefix (`kind:`),
 * so components route by {@link customIdPrefix}. The state version lets a click on an old message be
 * recognised as stale instead of acting on a newer game state.
 */
export const CUSTOM_ID_MAX = 100;

/** Separator between fields; forbidden inside fields. */
const SEP = ":";

const kind = z.string().regex(/^[a-z][a-z0-9]{0,7}$/, "kind: 1-8 lowercase letters/digits, starting with a letter");
const matchId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "matchId: 1-40 of A-Z a-z 0-9 _ -");
const decisionId = z.string().regex(/^[A-Za-z0-9_.-]{1,16}$/, "decisionId: 1-16 of A-Z a-z 0-9 _ . -");
const optionId = z
  .string()
  .regex(/^[A-Za-z0-9_.*-]{0,16}$/, "optionId: 0-16 of A-Z a-z 0-9 _ . - * (* starts the bot's own widget ids)");
const stateVersion = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** The fields a custom id carries. `optionId` may be empty (e.g. a "pass" button). */
export const CustomIdSchema = z.object({ kind, matchId, stateVersion, decisionId, optionId });

/** Decoded custom id. */
export type CustomId = z.infer<typeof CustomIdSchema>;

/** Why a custom id was refused: unparsable, for another handler, or from an older game state. */
export type CustomIdErrorCode = "malformed" | "wrong-kind" | "wrong-match" | "stale";

/** Result of {@link decodeCustomId}: a typed value, never a throw. */
export type CustomIdResult =
  | { ok: true; value: CustomId }
  | { ok: false; error: { code: CustomIdErrorCode; message: string } };

/** The router prefix for ids of `kind` (what {@link encodeCustomId} output starts with). */
export function customIdPrefix(k: string): string {
  return kind.parse(k) + SEP;
}

/**
 * Encodes a custom id.
 * @throws Error when a field is invalid or the result exceeds 100 characters (a programming error).
 */
export function encodeCustomId(id: CustomId): string {
  const v = CustomIdSchema.parse(id);
  const out = [v.kind, v.matchId, v.stateVersion.toString(36), v.decisionId, v.optionId].join(SEP);
  if (out.length > CUSTOM_ID_MAX) throw new Error(`custom id longer than ${CUSTOM_ID_MAX} chars: ${out}`);
  return out;
}

/**
 * Decodes and validates a custom id. With `expect`, also checks the kind, the match and the state
 * version (a different version gives `stale`: the message was built for an older state).
 */
export function decodeCustomId(
  raw: string,
  expect: { kind?: string; matchId?: string; stateVersion?: number } = {},
): CustomIdResult {
  const fail = (code: CustomIdErrorCode, message: string): CustomIdResult => ({ ok: false, error: { code, message } });
  if (raw.length > CUSTOM_ID_MAX) return fail("malformed", "custom id too long");
  const parts = raw.split(SEP);
  if (parts.length !== 5) return fail("malformed", `expected 5 fields, got ${parts.length}`);
  const [k, m, v, d, o] = parts as [string, string, string, string, string];
  if (!/^[0-9a-z]{1,11}$/.test(v)) return fail("malformed", "stateVersion is not base 36");
  const parsed = CustomIdSchema.safeParse({
    kind: k,
    matchId: m,
    stateVersion: Number.parseInt(v, 36),
    decisionId: d,
    optionId: o,
  });
  if (!parsed.success) return fail("malformed", parsed.error.issues[0]?.message ?? "invalid custom id");
  const value = parsed.data;
  if (expect.kind !== undefined && value.kind !== expect.kind) {
    return fail("wrong-kind", `expected kind ${expect.kind}, got ${value.kind}`);
  }
  if (expect.matchId !== undefined && value.matchId !== expect.matchId) {
    return fail("wrong-match", `custom id is for match ${value.matchId}`);
  }
  if (expect.stateVersion !== undefined && value.stateVersion !== expect.stateVersion) {
    return fail("stale", `built for state ${value.stateVersion}, current is ${expect.stateVersion}`);
  }
  return { ok: true, value };
}
