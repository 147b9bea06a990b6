/**
 * End to end (issue 15, "equivalent options collapsed", rule 626.1.d): a real Jinx vs Viktor match in the bot is
 * driven through the match service to a damage assignment where two splits give the same amounts to
 * indistinguishable units; the decider's DM prompt offers each split once, and the split picked there is accepted.
 * The unit proof is test/render/equivalent-options.test.ts; this one goes through publish, Discord and the click.
 *
 * The match seed and the policy seed were picked by an offline search for a short way to such a decision (20
 * policy moves); the walk is the seeded one of test/render/fixture.ts `walk`, with forced passes not counted.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beforeOf } from "../../src/bot/game/publish.js";
import { outboxPayload, publishAfterCommit } from "../../src/bot/game/republish.js";
import { buildPrompt, damagePresets } from "../../src/games/riftbound/presentation/prompts.js";
import type { RbAction } from "../../src/games/riftbound/rules/actions.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import type { LoadedMatch } from "../../src/services/matches/types.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeMessage } from "../helpers/fake-discord.js";
import { done, openDuel } from "../helpers/open-duel.js";
import { pickPrecons } from "../helpers/precons.js";

const MATCH_SEED = "equivalent-e2e";
const POLICY_SEED = 16;
/** Safety net: the policy reaches the decision in 20 moves with these seeds. */
const MAX_MOVES = 200;

let table: BotTable;
let matchId = "";

beforeAll(async () => {
  table = await startTable({ logger: pino({ level: "silent" }), newSeed: () => MATCH_SEED });
  const [a, b] = pickPrecons();
  ({ matchId } = await openDuel(table, a.text, b.text));
}, 60_000);

afterAll(async () => {
  await table?.close();
});

/**
 * The answers of a pending assignDamage decision where equivalent presets were collapsed (fewer answers than
 * presets), with the preset count; null for any other decision.
 */
function collapsedAssignment(s: RbState): { answers: string[]; presets: number } | null {
  const p = s.pending;
  if (p?.kind !== "assignDamage") return null;
  const c = buildPrompt(s, p.seat)?.controls.find((x) => x.kind === "assign");
  if (c?.kind !== "assign") return null;
  const presets = damagePresets(s, p.seat).length;
  return c.answers.length < presets ? { answers: c.answers.map((a) => a.value), presets } : null;
}

async function load(): Promise<LoadedMatch> {
  const m = await table.bot.deps.matches.load(matchId);
  if (!m.ok) throw new Error(m.error.message);
  return m;
}

/** The string selects of a message (top-level rows): custom id, option values and labels. */
function selects(m: FakeMessage): { id: string; values: string[]; labels: string[] }[] {
  type Sel = { type: number; custom_id?: string; options?: { value: string; label: string }[] };
  return (m.message.components ?? []).flatMap((row) =>
    ((row as { components?: Sel[] }).components ?? []).flatMap((c) =>
      c.type === 3 && c.custom_id
        ? [
            {
              id: c.custom_id,
              values: (c.options ?? []).map((o) => o.value),
              labels: (c.options ?? []).map((o) => o.label),
            },
          ]
        : [],
    ),
  );
}

describe("626.1.d: equivalent damage splits, end to end", () => {
  it("the decider's DM offers each split once when two splits are equivalent, and the split picked is accepted", async () => {
    const { fake, bot } = table;
    const deps = bot.deps;
    // Seeded walk (LCG, as test/render/fixture.ts): prefer doing something over passing; forced passes take no roll.
    let r = POLICY_SEED * 7919;
    let m = await load();
    for (let moves = 0; !collapsedAssignment(m.state as RbState); moves++) {
      expect(moves, "the policy reaches the assignment").toBeLessThan(MAX_MOVES);
      expect(m.match.status).toBe("active");
      const seat = m.pending!.seat;
      const legal = (m.legalActions(seat) as RbAction[]).filter((a) => a.type !== "concede");
      let pick = legal[0];
      if (!legal.every((a) => a.type === "pass")) {
        r = (r * 1103515245 + 12345) % 2147483648;
        const busy = legal.filter((a) => a.type !== "pass" && a.type !== "endTurn");
        const pool = busy.length && r % 10 < 8 ? busy : legal;
        pick = pool[r % pool.length];
      }
      const userId = m.match.seats.find((s) => s.seat === seat)!.playerId;
      // Each move owes Discord its outbox row; one publish below delivers them all (docs/reliability.md "Outbox").
      const sent = await deps.matches.submit({
        matchId,
        userId,
        action: pick,
        expectedVersion: m.match.stateVersion,
        outbox: outboxPayload(beforeOf(deps, m)),
      });
      expect(sent.ok, JSON.stringify(sent)).toBe(true);
      m = await load();
    }
    const s = m.state as RbState;
    const want = collapsedAssignment(s)!;
    expect(want.answers.length).toBeGreaterThan(1);
    expect(want.answers.length).toBeLessThan(want.presets);

    expect(await publishAfterCommit(bot.client, deps, matchId)).not.toBeNull();
    const decider = fake.users.find((u) => u.id === m.match.seats.find((x) => x.seat === s.pending!.seat)!.playerId)!;
    const version = m.match.stateVersion;
    const dm = fake
      .dmsTo(decider.id)
      .findLast((x) => selects(x).some((c) => c.id.startsWith(`rb:${matchId}:${version.toString(36)}:`)));
    expect(dm, "the decider's DM prompt for the assignment").toBeDefined();
    const select = selects(dm!).find((c) => c.values.every((v) => v.startsWith("d.")))!;
    expect(select, "the damage assignment select").toBeDefined();
    // Each split once: the collapsed answers, fewer than the legal presets, no two reading the same.
    expect(select.values).toEqual(want.answers);
    expect(new Set(select.labels).size).toBe(select.labels.length);

    const pick = select.values.at(-1)!;
    const h = await done(fake.select(decider, dm!, select.id, [pick]));
    const after = await load();
    expect(after.match.stateVersion, JSON.stringify(h.record.ack?.data)).toBeGreaterThan(version);
    expect(after.pending?.id).not.toBe(s.pending!.id);
    expect(table.errors).toEqual([]);
  }, 60_000);
});
