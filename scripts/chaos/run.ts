/**
 * The fault suite (issue 19 "Measured"; docs/reliability.md "Chaos figures"): bot processes killed with SIGKILL at
 * seeded random points while they write the same matches and while they deliver timer notices, on one database
 * (SQLite file or PostgreSQL). Counts what was acknowledged and what the database kept afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nextInt, type RngState, seedRng } from "../../src/engine/index.js";
import type { DbHandle } from "../../src/db/client.js";
import { manualClock } from "../../src/services/clock.js";
import { MatchService } from "../../src/services/matches/index.js";
import { fakeAdapter } from "../../test/services/fake-game.js";

/** What one run does. */
export interface ChaosOptions {
  /** The database (migrated) and its URL for the child processes. */
  db: DbHandle;
  url: string;
  /** Processes running at once. */
  processes: number;
  /** Rounds of writers; every writer of a round is killed after a random number (1-8) of acknowledged actions. */
  rounds: number;
  /** Shared matches the writers play. */
  matches: number;
  /** Timers owed (expired challenges) for the delivery experiment; 0 skips it. */
  timers: number;
  seed: number;
}

/** The figures of one run. */
export interface ChaosFigures {
  provider: string;
  processes: number;
  kills: number;
  actions: { acknowledged: number; lost: number; duplicated: number; retriedAsNew: number };
  replay: { checked: number; mismatched: number };
  reminders: { owed: number; sent: number; sentTwice: number; lost: number; notDone: number };
}

const CHILD = path.join(import.meta.dirname, "child.ts");
const ROOT = path.resolve(import.meta.dirname, "../..");
const ALICE = "100000000000000001";
const BOB = "100000000000000002";

function spawnChild(args: string[]): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", CHILD, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs a child until it printed `killAfter` matching lines (then SIGKILL) or exited; returns the lines' ids. */
function runUntil(args: string[], prefix: string, killAfter: number): Promise<{ ids: string[]; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const proc = spawnChild(args);
    const ids: string[] = [];
    let buf = "";
    let err = "";
    proc.stderr?.on("data", (d: Buffer) => {
      err += d.toString();
    });
    proc.stdout?.on("data", (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split("\n");
      buf = lines.pop() ?? "";
      for (const l of lines) if (l.startsWith(`${prefix} `)) ids.push(l.slice(prefix.length + 1));
      if (ids.length >= killAfter) proc.kill("SIGKILL");
    });
    proc.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve({ ids, killed: true });
      else if (code === 0) resolve({ ids, killed: false });
      else reject(new Error(`chaos child exited ${code}: ${err.slice(-1500)}`));
    });
  });
}

/** Runs the experiments and returns the figures. */
export async function runChaos(o: ChaosOptions): Promise<ChaosFigures> {
  let rng: RngState = seedRng(o.seed);
  const roll = (n: number) => {
    const [r, x] = nextInt(rng, n);
    rng = r;
    return x;
  };
  const clock = manualClock(new Date());
  let n = 0;
  const service = new MatchService({
    db: o.db.prisma,
    games: { fake: fakeAdapter() },
    now: clock.now,
    newSeed: () => String(1000 + 2 * n++),
  });
  const start = async (): Promise<string> => {
    const c = await service.createChallenge({
      guildId: null,
      channelId: "300000000000000001",
      challengerId: ALICE,
      opponentId: BOB,
      game: "fake",
      deckText: "counters 0 target 100000000",
      clockHours: 720,
    });
    if (!c.ok) throw new Error(c.error.message);
    const a = await service.accept({ matchId: c.match.id, userId: BOB, deckText: "counters 0" });
    if (!a.ok) throw new Error(a.error.message);
    return c.match.id;
  };
  const matchIds: string[] = [];
  for (let i = 0; i < o.matches; i++) matchIds.push(await start());

  // Writers killed mid-stream.
  const acked: string[] = [];
  let kills = 0;
  for (let round = 0; round < o.rounds; round++) {
    const runs = Array.from({ length: o.processes }, (_, k) =>
      runUntil(["write", o.url, `r${round}p${k}`, String(roll(1_000_000)), ...matchIds], "ACK", 1 + roll(8)),
    );
    for (const r of await Promise.all(runs)) {
      acked.push(...r.ids);
      if (r.killed) kills++;
    }
  }
  const logged = new Map<string, number>();
  for (const id of matchIds)
    for (const row of await service.store.getLog(id))
      if (row.interactionId) logged.set(row.interactionId, (logged.get(row.interactionId) ?? 0) + 1);
  const lost = acked.filter((id) => !logged.has(id)).length;
  const duplicated = [...logged.values()].filter((c) => c > 1).length;
  // Every acknowledged interaction resubmitted after the crashes must come back as a duplicate.
  let retriedAsNew = 0;
  for (const id of acked) {
    const matchId = (await o.db.prisma.matchAction.findFirst({ where: { interactionId: id } }))?.matchId;
    if (!matchId) continue;
    const r = await service.submit({ matchId, userId: ALICE, action: { type: "add", n: 1 }, interactionId: id });
    if (!(r.ok && r.duplicate)) retriedAsNew++;
  }
  const verify = await service.verify();

  // Timer notices delivered by processes killed mid-batch, then one recovery tick after the leases ran out.
  const reminders = { owed: o.timers, sent: 0, sentTwice: 0, lost: 0, notDone: 0 };
  if (o.timers > 0) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-chaos-"));
    const sentFile = path.join(dir, "sent.txt");
    fs.writeFileSync(sentFile, "");
    const timerMatches: string[] = [];
    for (let i = 0; i < o.timers; i++) {
      const c = await service.createChallenge({
        guildId: null,
        channelId: "300000000000000001",
        challengerId: ALICE,
        opponentId: BOB,
        game: "fake",
        deckText: "counters 0",
        clockHours: 1,
      });
      if (!c.ok) throw new Error(c.error.message);
      timerMatches.push(c.match.id);
    }
    const due = clock.now().getTime() + 2 * 3_600_000;
    const runs = Array.from({ length: o.processes }, () =>
      runUntil(["tick", o.url, sentFile, String(due)], "SENT", roll(Math.max(2, Math.ceil(o.timers / o.processes)))),
    );
    for (const r of await Promise.all(runs)) if (r.killed) kills++;
    await service.tick(new Date(due + 3_600_000), async (notice) => {
      fs.appendFileSync(sentFile, `SENT ${notice.timerId}\n`);
      return "sent";
    });
    const sent = new Map<string, number>();
    for (const l of fs.readFileSync(sentFile, "utf8").split("\n"))
      if (l.startsWith("SENT ")) sent.set(l.slice(5), (sent.get(l.slice(5)) ?? 0) + 1);
    const rows = await o.db.prisma.reminder.findMany({ where: { matchId: { in: timerMatches } } });
    reminders.sent = sent.size;
    reminders.sentTwice = [...sent.values()].filter((c) => c > 1).length;
    reminders.lost = rows.filter((r) => !sent.has(r.id)).length;
    reminders.notDone = rows.filter((r) => !r.done).length;
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return {
    provider: o.db.provider,
    processes: o.processes,
    kills,
    actions: { acknowledged: acked.length, lost, duplicated, retriedAsNew },
    replay: { checked: verify.results.length, mismatched: verify.mismatched },
    reminders,
  };
}
