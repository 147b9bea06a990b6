import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { multiplayerDemo } from "../../scripts/demo-multi.js";

/**
 * `npm run demo -- --mode ffa4|2v2` (issue 16): a whole seeded game for four players through the real bot against
 * the fake Discord, with at least one Invite declined and one accepted in the transcript (531.2.a), and for 2v2 the
 * two private team threads (648.8.f.1).
 */
describe("npm run demo -- --mode ffa4 | 2v2 (646-648)", () => {
  for (const mode of ["ffa4", "2v2"] as const) {
    it(`${mode}: plays to a winner with an Invite declined and one accepted`, async () => {
      const dir = mkdtempSync(join(tmpdir(), `duelhall-demo-${mode}-`));
      try {
        const r = await multiplayerDemo(mode, { db: join(dir, "demo.db"), out: join(dir, "out"), quiet: true });
        expect(r.status).toBe("finished");
        expect(r.winner).not.toBe("nobody");
        expect(r.invitations.some((l) => / invites /.test(l))).toBe(true);
        expect(r.invitations.some((l) => /declines the invitation/.test(l))).toBe(true);
        expect(r.invitations.some((l) => /accepts the invitation/.test(l))).toBe(true);
        expect(readdirSync(join(dir, "out")).filter((f) => f.endsWith(".png")).length).toBeGreaterThan(10);
        if (mode === "2v2") {
          expect(r.teamThreads).toHaveLength(2);
          expect(r.teamThreads.every((t) => t.type === 12 && t.members.length === 2)).toBe(true);
        } else expect(r.teamThreads).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 900_000);
  }
});
