/**
 * "Name a card" in Discord (rules/naming.ts; docs/bot.md "Prompts"): a WoW decision with hundreds of options is a
 * paged select plus a "Type a card name" button through the generic table (a `text` control): the button opens a
 * modal, the typed name is checked by the rules (an unknown name is refused saying why, the same question standing),
 * and a known name, typed in any case, answers the decision. The game is the real WoW engine, run by a seeded
 * policy to the first Jin'do's Evil Eye naming (a test-only `create`; the bot core knows nothing of it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCustomId } from "../../src/bot/custom-id.js";
import { nextInt, type RngState, seedRng } from "../../src/engine/index.js";
import type { GameDefinition } from "../../src/games/index.js";
import { wowAdapter } from "../../src/games/wow/host.js";
import { wowPresentation } from "../../src/games/wow/presentation.js";
import { type WowConfig, type WowState, wowRules } from "../../src/games/wow/rules/index.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import { customIds } from "../helpers/open-duel.js";
import { settled } from "../helpers/sim-player.js";

/** Each deck: a hero and Jin'do's Evil Eye (TDP-264) with cheap allies, so an Evil Eye is soon in play. */
const deck = (hero: string) => ({
  hero,
  cards: Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? "TDP-264" : "HoA-192")),
});
const CONFIG: WowConfig = { decks: [deck("HoA-15"), deck("HoA-10")] } as WowConfig;

/** The game run by a seeded random policy until a "name a card" decision is pending (deterministic per seed). */
function toNaming(config: WowConfig, seed: number | string): WowState {
  let s = wowRules.create(config, seed);
  let rng: RngState = seedRng(`naming-${seed}`);
  for (let n = 0; n < 3000; n++) {
    const p = wowRules.pending(s);
    if (!p || p.kind === "name-card") return s;
    const legal = wowRules.legalActions(s, p.seat).filter((a) => a.type !== "concede");
    let i: number;
    [rng, i] = nextInt(rng, legal.length);
    let a = legal[i]!;
    if (a.type === "pass" && legal.length > 1) a = legal[(i + 1) % legal.length]!;
    const r = wowRules.apply(s, p.seat, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error("no naming reached");
}

const base = wowAdapter();
const naming: GameDefinition = {
  host: {
    ...base,
    module: { ...wowRules, create: toNaming },
    buildDeck: () => ({ ok: true, deck: CONFIG.decks[0]!, warnings: [] }),
    makeConfig: () => CONFIG,
  },
  presentation: wowPresentation,
} as GameDefinition;

let t: BotTable;
let matchId = "";

beforeAll(async () => {
  t = await startTable({ games: { wow: naming }, newSeed: () => "5" });
});
afterAll(async () => {
  await t?.close();
});

describe("naming a card through the real bot (Jin'do's Evil Eye)", () => {
  it("starts a match whose first decision names a card", async () => {
    const { fake } = t;
    const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "any deck" });
    await ch.firstCallback(20_000);
    const msg = ch.original()!;
    matchId = customIds(msg)[0]!.split(":")[1]!;
    const acc = fake.click(fake.bob, msg, customIds(msg)[0]!);
    expect((await acc.firstCallback(20_000)).type).toBe(9);
    const start = fake.submitModal(fake.bob, `chmodal:${matchId}:0:paste:`, { list: "any deck" });
    await start.waitFor(settled, 20_000, "match start");
    const m = await t.bot.deps.matches.load(matchId);
    expect(m.ok && m.pending?.kind).toBe("name-card");
  });

  it("offers a paged select and a 'Type a card name' button; the button opens a one-field modal", async () => {
    const { fake } = t;
    const m = await t.bot.deps.matches.load(matchId);
    if (!m.ok || !m.pending) throw new Error("no decision");
    const user = m.match.seats[m.pending.seat]!.playerId === fake.alice.id ? fake.alice : fake.bob;
    const dm = fake.dmsTo(user.id).at(-1)!;
    const ids = customIds(dm);
    const typeButton = ids.find((id) => decodeCustomId(id).ok && id.endsWith(":*t1"));
    expect(typeButton).toBeDefined();
    // Hundreds of names: a select of 25 entries (23 names and the page turn).
    expect(JSON.stringify(dm.message.components)).toContain("Next page");
    const open = fake.click(user, dm, typeButton!);
    const cb = await open.firstCallback(20_000);
    expect(cb.type).toBe(9);
    expect(cb.data.custom_id).toBe(typeButton);
    expect(JSON.stringify(cb.data.components)).toContain("Card name");

    // An unknown name: refused with why; nothing changes and the same question stands.
    const bad = fake.submitModal(user, typeButton!, { text: "Not A Card" }, dm);
    await bad.waitFor(settled, 20_000, "refusal");
    expect(String(bad.record.ack?.data.content)).toContain('No card is named "Not A Card"');
    const still = await t.bot.deps.matches.load(matchId);
    expect(still.ok && still.match.stateVersion).toBe(m.match.stateVersion);
    expect(still.ok && still.pending?.kind).toBe("name-card");

    // A known name in another case and with a typographic apostrophe answers the decision.
    const good = fake.submitModal(user, typeButton!, { text: "jin’do’s evil eye" }, dm);
    await good.waitFor(settled, 20_000, "answer");
    const after = await t.bot.deps.matches.load(matchId);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.match.stateVersion).toBeGreaterThan(m.match.stateVersion);
    const s = after.state as WowState;
    expect(s.log.some((l) => l.text.includes("names Jin'do's Evil Eye"))).toBe(true);
    expect(s.turnMods.some((x) => x.mod === "cant-play-named" && x.name === "Jin'do's Evil Eye")).toBe(true);
    expect(await t.bot.deps.matches.verify()).toMatchObject({ mismatched: 0 });
    expect(t.errors).toEqual([]);
    expect(fake.unexpected).toEqual([]);
  });
});
