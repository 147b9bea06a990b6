/**
 * Audit (privacy and prompts), end to end: a full seeded duel played through the real discord.js client
 * (createDuelhallBot) against the offline fake Discord, both players with open DMs. After every click the test
 * reloads the match from the service, works out where every card is (`load(matchId).state`), and checks every
 * message that appeared or changed since the previous step:
 *  1. no private message to a player (DM, ephemeral reply, interaction response) names a card that was, at that
 *     moment, only in the opponent's hand, facedown zone or deck;
 *  2. no public channel message (content, embeds, components, attachment filenames) names a card that was only
 *     in a hand, a facedown zone or a deck;
 *  3. every prompt a deciding player receives offers at least one legal answer besides Concede, and its custom
 *     ids are ≤ 100 characters, labels ≤ 80, at most 5 rows and 25 options per select;
 *  4. whenever the deciding player changes, the new public messages mention them.
 */
import { ComponentType } from "discord-api-types/v10";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DuelhallBot } from "../../src/bot/duelhall.js";
import { resolveStep } from "../../src/bot/prompts/prompt.js";
import { rbInput } from "../render/fixture.js";
import type { DbHandle } from "../../src/db/client.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { nameOf } from "../../src/games/riftbound/rules/util.js";
import type { RbView } from "../../src/games/riftbound/rules/view.js";
import type { LoadedMatch } from "../../src/services/matches/index.js";
import type { FakeDiscord, FakeMessage, FakeUser } from "../helpers/fake-discord.js";
import { pickPrecons } from "../helpers/precons.js";
import { type DriverMatch, driverMatch, playMatch, promptVersion, SimPlayer } from "../helpers/sim-player.js";
import { objAt } from "../../src/games/riftbound/rules/objects.js";
import { IS_COMPONENTS_V2, messageText } from "../helpers/components-v2.js";
import { openDuel } from "../helpers/open-duel.js";

const SEED = "20261122";
const silent = pino({ level: "silent" });
let fake: FakeDiscord;
let db: DbHandle;
let bot: DuelhallBot;
let errors: unknown[] = [];
let matchId = "";

/** One violation, kept so the test reports them all at once. */
const problems = {
  dmLeaks: [] as string[],
  channelLeaks: [] as string[],
  prompts: [] as string[],
  mentions: [] as string[],
  noPromptForDecider: [] as string[],
};

let table: BotTable;

beforeAll(async () => {
  table = await startTable({ logger: silent, newSeed: () => SEED });
  ({ fake, db, bot, errors } = table);
});

afterAll(async () => {
  await table?.close();
});

// ---------------------------------------------------------------------------------------------------------
// Card locations from the state.
// ---------------------------------------------------------------------------------------------------------

/** Every `name` in a view (cards anywhere it shows them). */
function viewNames(v: RbView): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === "object") {
      for (const [k, val] of Object.entries(x)) {
        if (k === "name" && typeof val === "string") out.add(val);
        else walk(val);
      }
    }
  };
  walk(v);
  return out;
}

/** Names of the cards that seat `seat` holds privately: hand, main deck, rune deck, own facedown cards. */
function privateNames(s: RbState, seat: number): Set<string> {
  const p = s.players[seat]!;
  const ids = [...p.hand, ...p.mainDeck, ...p.runeDeck];
  for (const b of s.battlefields) {
    if (b.facedown && objAt(s, b.facedown)?.controller === seat) ids.push(b.facedown);
  }
  return new Set(ids.map((id) => nameOf(s, id)));
}

interface Snapshot {
  m: LoadedMatch;
  /** Per seat: names that must not appear in that seat's private messages. */
  forbiddenFor: Set<string>[];
  /** Names that must not appear in the public channel. */
  forbiddenPublic: Set<string>;
  version: number;
  deciderSeat: number | null;
}

/** Names in `candidates` that a viewer cannot know: not shown by its view and not in its view's log lines. */
function unknownTo(candidates: Set<string>, v: RbView, alsoKnown: Set<string> = new Set()): Set<string> {
  const known = viewNames(v);
  const log = v.log.join("\n");
  return new Set([...candidates].filter((n) => !known.has(n) && !alsoKnown.has(n) && !log.includes(n)));
}

async function snapshot(): Promise<Snapshot> {
  const m = await bot.deps.matches.load(matchId);
  if (!m.ok) throw new Error(m.error.message);
  const s = m.state as RbState;
  const seats = m.match.seats.map((x) => x.seat);
  const priv = seats.map((seat) => privateNames(s, seat));
  const forbiddenFor = seats.map((seat) =>
    // The opponent's private cards, unless this seat sees the name anyway (its view, its log, its own cards).
    unknownTo(priv[1 - seat]!, m.view(seat) as RbView, priv[seat]),
  );
  const forbiddenPublic = unknownTo(new Set(priv.flatMap((x) => [...x])), m.view("public") as RbView);
  return {
    m,
    forbiddenFor,
    forbiddenPublic,
    version: m.match.stateVersion,
    deciderSeat: m.match.status === "active" ? (m.pending?.seat ?? null) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Messages.
// ---------------------------------------------------------------------------------------------------------

/** Text of everything a message carries: content, embeds, components, attachment names. */
function payloadText(m: FakeMessage): string {
  return JSON.stringify([m.message.content, m.message.embeds, m.message.components, m.files.map((f) => f.filename)]);
}

function hasName(text: string, name: string): boolean {
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${esc}($|[^\\p{L}\\p{N}])`, "u").test(text);
}

const seen = new Map<string, string>();

/** Messages (or interaction responses) that are new or changed since the last call, with their audience. */
function changed(users: FakeUser[]): { key: string; audience: "public" | string; text: string; msg?: FakeMessage }[] {
  const out: { key: string; audience: "public" | string; text: string; msg?: FakeMessage }[] = [];
  const consider = (key: string, audience: string, text: string, msg?: FakeMessage) => {
    if (seen.get(key) === text) return;
    seen.set(key, text);
    out.push({ key, audience, text, ...(msg ? { msg } : {}) });
  };
  const userOf = new Map(fake.interactions.map((r) => [r.id, r.userId]));
  for (const msg of fake.channelMessages()) {
    const aud = msg.ephemeral ? (userOf.get(msg.interactionId ?? "") ?? "unknown") : "public";
    consider(`m${msg.message.id}`, aud, payloadText(msg), msg);
  }
  for (const u of users)
    for (const msg of fake.dmsTo(u.id)) consider(`m${msg.message.id}`, u.id, payloadText(msg), msg);
  // Interaction responses themselves (replies, updates, follow-ups), private to the clicking user.
  for (const r of fake.interactions) {
    r.callbacks.forEach((c, i) => {
      const pub = (c.flags & 64) === 0 && (c.type === 4 || c.type === 5);
      const onPublic = r.originalMessageId ? fake.message(r.originalMessageId)?.ephemeral === false : false;
      consider(
        `i${r.id}c${i}`,
        pub && onPublic && !isDmMessage(r.originalMessageId) ? "public" : r.userId,
        JSON.stringify(c.data),
      );
    });
    r.webhooks.forEach((w, i) => {
      consider(`i${r.id}w${i}`, r.userId, JSON.stringify(w.data));
    });
  }
  return out;
}

function isDmMessage(id: string | undefined): boolean {
  if (!id) return false;
  return [fake.alice, fake.bob].some((u) => fake.dmsTo(u.id).some((m) => m.message.id === id));
}

// ---------------------------------------------------------------------------------------------------------
// Prompts.
// ---------------------------------------------------------------------------------------------------------

interface Comp {
  type: number;
  custom_id?: string;
  label?: string;
  placeholder?: string;
  min_values?: number;
  options?: { label: string; value: string; description?: string }[];
}

function componentsOf(msg: FakeMessage): { rows: number; comps: Comp[] } {
  // A Components V2 panel holds a container above its action rows (the fake checks V2's own limits).
  const rows = ((msg.message.components ?? []) as { type: number; components?: Comp[] }[]).filter(
    (r) => r.type === ComponentType.ActionRow,
  );
  return { rows: rows.length, comps: rows.flatMap((r) => r.components ?? []) };
}

/** Limits and "at least one real answer" for a prompt message shown to `seat` at snapshot `snap`. */
function checkPrompt(where: string, msg: FakeMessage, seat: number, snap: Snapshot): void {
  const { rows, comps } = componentsOf(msg);
  // A classic message holds at most 5 action rows; a Components V2 panel up to 40 components (the fake checks it).
  const v2 = ((msg.message.flags ?? 0) & IS_COMPONENTS_V2) !== 0;
  if (rows > 5 && !v2) problems.prompts.push(`${where}: ${rows} action rows`);
  for (const c of comps) {
    if (c.custom_id && c.custom_id.length > 100)
      problems.prompts.push(`${where}: custom id ${c.custom_id.length} chars`);
    if (c.label !== undefined && c.label.length > 80) problems.prompts.push(`${where}: label "${c.label}" > 80`);
    if (c.label !== undefined && c.label.trim() === "") problems.prompts.push(`${where}: empty label`);
    if (c.placeholder && c.placeholder.length > 150) problems.prompts.push(`${where}: placeholder > 150`);
    if ((c.options?.length ?? 0) > 25) problems.prompts.push(`${where}: ${c.options!.length} select options`);
    for (const o of c.options ?? []) {
      if (o.label.length > 80) problems.prompts.push(`${where}: option label "${o.label}" > 80`);
      if (o.value.length > 100) problems.prompts.push(`${where}: option value > 100`);
      if ((o.description?.length ?? 0) > 100) problems.prompts.push(`${where}: option description > 100`);
    }
  }
  const rb = comps.filter((c) => c.custom_id?.startsWith("rb:"));
  if (rb.length === 0) return;
  const version = promptVersion(msg);
  if (version !== snap.version || snap.deciderSeat !== seat) return;
  stats.promptsChecked++;
  // It is this seat's decision and the prompt is current: at least one answer besides Concede must work.
  const input = rbInput(snap.m.state as RbState, seat, matchId);
  let answers = 0;
  const tried: string[] = [];
  for (const c of rb) {
    const option = c.custom_id!.split(":")[4] ?? "";
    if (option === "cc" || option === "back") continue;
    if (c.type === ComponentType.Button) {
      const r = resolveStep(input, option);
      tried.push(`${option}=${r.kind}`);
      if (r.kind !== "invalid") answers++;
    } else if (c.type === ComponentType.StringSelect) {
      const min = Math.max(1, c.min_values ?? 1);
      for (let i = 0; i + min <= (c.options?.length ?? 0); i++) {
        const values = c.options!.slice(i, i + min).map((o) => o.value);
        const r = resolveStep(input, option, values);
        tried.push(`${option}[${values.join(",")}]=${r.kind}`);
        if (r.kind !== "invalid") answers++;
      }
    }
  }
  if (answers === 0)
    problems.prompts.push(
      `${where}: decision ${snap.m.pending?.kind} v${snap.version} offers no legal answer besides Concede (${tried.join(" ") || "no components"}; content "${messageText(msg.message).slice(0, 120)}")`,
    );
}

// ---------------------------------------------------------------------------------------------------------
// The step check.
// ---------------------------------------------------------------------------------------------------------

let lastDecider: number | null = null;
let steps = 0;
/** Counters proving the checks ran and can fire. */
const stats = { promptsChecked: 0, deciderChanges: 0, crossHits: 0, forbiddenMax: 0 };

async function audit(label: string): Promise<void> {
  steps++;
  const snap = await snapshot();
  const users = [fake.alice, fake.bob];
  const seatOfUser = new Map(snap.m.match.seats.map((s) => [s.playerId, s.seat]));
  const fresh = changed(users);
  for (const x of fresh) {
    const where = `${label} v${snap.version} ${x.key}`;
    if (x.audience === "public") {
      for (const n of snap.forbiddenPublic)
        if (hasName(x.text, n)) problems.channelLeaks.push(`${where}: "${n}" in ${x.text.slice(0, 300)}`);
      continue;
    }
    const seat = seatOfUser.get(x.audience);
    if (seat === undefined) continue;
    for (const n of snap.forbiddenFor[seat]!)
      if (hasName(x.text, n)) problems.dmLeaks.push(`${where} to seat ${seat}: "${n}" in ${x.text.slice(0, 300)}`);
    if (x.msg) checkPrompt(where, x.msg, seat, snap);
    // Negative control: this seat's own hand names would be caught if sent to the other seat.
    for (const n of snap.forbiddenFor[1 - seat]!) if (hasName(x.text, n)) stats.crossHits++;
    stats.forbiddenMax = Math.max(stats.forbiddenMax, snap.forbiddenFor[1 - seat]!.size, snap.forbiddenPublic.size);
  }
  // 4. A change of the deciding player is announced with a mention in the channel.
  if (snap.deciderSeat !== null && snap.deciderSeat !== lastDecider) {
    stats.deciderChanges++;
    const id = snap.m.match.seats.find((s) => s.seat === snap.deciderSeat)!.playerId;
    const mentioned = fresh.some((x) => x.audience === "public" && x.msg && x.msg.message.content.includes(`<@${id}>`));
    if (!mentioned)
      problems.mentions.push(`${label} v${snap.version}: seat ${snap.deciderSeat} decides, not mentioned`);
  }
  // The decider (DMs open) has a DM prompt built for the current state.
  if (snap.deciderSeat !== null) {
    const id = snap.m.match.seats.find((s) => s.seat === snap.deciderSeat)!.playerId;
    const ok = fake.dmsTo(id).some((d) => promptVersion(d) === snap.version);
    if (!ok) problems.noPromptForDecider.push(`${label} v${snap.version}: no DM prompt for seat ${snap.deciderSeat}`);
  }
  lastDecider = snap.deciderSeat;
}

async function read(): Promise<DriverMatch> {
  const m = await bot.deps.matches.load(matchId);
  if (!m.ok) throw new Error(m.error.message);
  const row = await db.prisma.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
  return driverMatch(m, row?.boardMessageId ?? null);
}

describe("audit: privacy and prompts over a full seeded duel", () => {
  it("plays a whole match through Discord and audits every message after every step", async () => {
    const [a, b] = pickPrecons();
    ({ matchId } = await openDuel(table, a.text, b.text));
    await audit("start");

    const players = [new SimPlayer(fake, fake.alice, 11), new SimPlayer(fake, fake.bob, 23)];
    let n = 0;
    await playMatch(fake, players, {
      read,
      maxClicks: 4000,
      after: async (h, p) => audit(`click ${++n} ${p.user.username} ${h.record.customId ?? ""}`),
    });
    const final = await bot.deps.matches.load(matchId);
    expect(final.ok && final.match.status).toBe("finished");
    expect(steps).toBeGreaterThan(50);
    // The checks ran, and the leak detector does fire on a seat's own DMs (its hand names are private).
    expect(stats.promptsChecked).toBeGreaterThan(50);
    expect(stats.deciderChanges).toBeGreaterThan(10);
    expect(stats.crossHits).toBeGreaterThan(10);
    expect(stats.forbiddenMax).toBeGreaterThan(5);

    expect(problems.dmLeaks, "DM/ephemeral names an opponent's private card").toEqual([]);
    expect(problems.channelLeaks, "channel names a private card").toEqual([]);
    expect(problems.prompts, "prompt limits / no legal answer").toEqual([]);
    expect(problems.mentions, "decider not mentioned").toEqual([]);
    expect(problems.noPromptForDecider, "decider without a DM prompt").toEqual([]);
    expect(errors).toEqual([]);
    expect(fake.unexpected).toEqual([]);
  }, 300_000); // a safety net for a whole audited match on a loaded machine, not a check of speed
});
