import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, fakeService, type FreshDb, providers, startFake } from "./helpers.js";

/**
 * Crash safety: a process killed (SIGKILL) in the middle of applying actions loses no acknowledged action and
 * duplicates none; resubmitting the acknowledged interactions changes nothing; every match still replays.
 */

const child = path.join(import.meta.dirname, "crash-child.ts");

/** Runs the child until it acknowledged `acks` actions, then kills it; returns the acknowledged indexes. */
function runAndKill(url: string, matchId: string, acks: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", child, url, matchId], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const acked: number[] = [];
    let buf = "";
    let err = "";
    proc.stderr.on("data", (d: Buffer) => {
      err += d.toString();
    });
    proc.stdout.on("data", (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split("\n");
      buf = lines.pop() ?? "";
      for (const line of lines) {
        const m = /^ACK (\d+) /.exec(line);
        if (m) acked.push(Number(m[1]));
      }
      if (acked.length >= acks) proc.kill("SIGKILL");
    });
    proc.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(acked);
      else reject(new Error(`child exited ${code} before it was killed: ${err.slice(-2000)}`));
    });
  });
}

for (const p of providers) {
  describe.skipIf(p.skip)(`crash safety on ${p.name}${p.skip ? ` (skipped: ${p.skip})` : ""}`, () => {
    let db: FreshDb;
    beforeAll(async () => {
      db = await p.fresh();
    });
    afterAll(async () => {
      await db?.cleanup();
    });

    it("a killed writer loses no acknowledged action and duplicates none", async () => {
      const { service } = fakeService(db.handle);
      const matchId = await startFake(service, { aliceDeck: "counters 0 target 100000" });
      const acked = await runAndKill(db.url, matchId, 25);
      expect(acked.length).toBeGreaterThanOrEqual(25);
      const log = await service.store.getLog(matchId);
      const ids = log.flatMap((l) => (l.interactionId ? [l.interactionId] : []));
      expect(new Set(ids).size).toBe(ids.length);
      for (const i of acked) expect(ids).toContain(`crash-${i}`);
      // At most the one in flight was committed without its ACK being printed.
      expect(ids.length - acked.length).toBeLessThanOrEqual(1);
      expect(log.map((l) => l.seq)).toEqual(log.map((_, i) => i + 1));
      // Discord retries every interaction (and the one in flight): each applies at most once.
      const before = log.length;
      for (const i of [...acked, acked.length]) {
        const m = await service.load(matchId);
        const user = m.ok ? m.match.seats[m.match.toAct ?? 0]!.playerId : ALICE;
        const r = await service.submit({
          matchId,
          userId: user,
          action: { type: "add", n: 1 },
          interactionId: `crash-${i}`,
        });
        expect(r.ok).toBe(true);
        if (i < acked.length) expect(r.ok && r.duplicate).toBe(true);
      }
      const after = await service.store.getLog(matchId);
      expect(after.length - before).toBeLessThanOrEqual(2);
      const report = await service.verify();
      expect(report.mismatched).toBe(0);
    });
  });
}
