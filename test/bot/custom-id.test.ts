import { describe, expect, it } from "vitest";
import { CUSTOM_ID_MAX, customIdPrefix, decodeCustomId, encodeCustomId } from "../../src/bot/custom-id.js";

const id = { kind: "act", matchId: "cm9x2k1qz0000abcd1234efgh", stateVersion: 1234, decisionId: "d17", optionId: "o3" };

describe("custom ids", () => {
  it("round-trip and start with the router prefix", () => {
    const raw = encodeCustomId(id);
    expect(raw).toBe("act:cm9x2k1qz0000abcd1234efgh:ya:d17:o3");
    expect(raw.startsWith(customIdPrefix("act"))).toBe(true);
    expect(decodeCustomId(raw)).toEqual({ ok: true, value: id });
  });

  it("stay within Discord's 100 characters at the maximum field sizes", () => {
    const raw = encodeCustomId({
      kind: "abcdefgh",
      matchId: "m".repeat(40),
      stateVersion: Number.MAX_SAFE_INTEGER,
      decisionId: "d".repeat(16),
      optionId: "o".repeat(16),
    });
    expect(raw.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
  });

  it("refuse to encode invalid fields (a programming error)", () => {
    expect(() => encodeCustomId({ ...id, matchId: "has:colon" })).toThrow();
    expect(() => encodeCustomId({ ...id, stateVersion: -1 })).toThrow();
  });

  it("decode bad input to a typed malformed error", () => {
    for (const raw of ["", "act:m1", "act:m1:zz!:d:o", "ACT:m1:1:d:o", `act:m1:1:d:${"o".repeat(200)}`]) {
      const r = decodeCustomId(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("malformed");
    }
  });

  it("report stale versions, other matches and other kinds", () => {
    const raw = encodeCustomId(id);
    const stale = decodeCustomId(raw, { stateVersion: 1235 });
    expect(stale.ok || stale.error.code).toBe("stale");
    const other = decodeCustomId(raw, { matchId: "other" });
    expect(other.ok || other.error.code).toBe("wrong-match");
    const kind = decodeCustomId(raw, { kind: "pick" });
    expect(kind.ok || kind.error.code).toBe("wrong-kind");
    expect(decodeCustomId(raw, { kind: "act", matchId: id.matchId, stateVersion: 1234 }).ok).toBe(true);
  });
});
