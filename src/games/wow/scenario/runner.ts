/**
 * Runs a `game: wow` scenario (shared/scenario-format.md; docs/scenarios.md "WoW TCG scenarios") on the WoW
 * family's shared runner (`../../wow-family/scenario/runner.ts`): here is what WoW's words mean — the position a
 * `start` builds, the actions and answers, zone names and counts, `flipped`.
 */
import type { Seat } from "../../../engine/index.js";
import {
  SEATS,
  type ScenarioCtx,
  ScenarioFail,
  type ScenarioGame,
  type ScenarioResult,
  check,
  labeller,
  runFamilyScenario,
  seatOf,
} from "../../wow-family/scenario/runner.js";
import { script } from "../cards/registry.js";
import { TOKENS } from "../cards/tokens.js";
import { buildWowDeck, lookupCard } from "../decks.js";
import { advance } from "../rules/flow.js";
import { type WowAction, wowRules } from "../rules/index.js";
import { canAct } from "../rules/legal.js";
import type { WowObject, WowPlayer, WowState, Zone } from "../rules/state.js";
import { type WowAct, type WowCardEntry, type WowScenario, WowScenarioSchema, type WowStep } from "./schema.js";
import { powersWithGranted } from "../rules/granted-powers.js";

/** The outcome of one scenario. */
export type WowScenarioResult = ScenarioResult;

type Ctx = ScenarioCtx<WowState>;
type Expect = Extract<WowStep, { expect: unknown }>["expect"];

/** Builds the `start` position: the turn player holds priority in their non-combat action phase (502.1). */
function build(sc: NonNullable<WowScenario["start"]>): Ctx {
  const labels = new Map<string, string>();
  const label = labeller(labels);
  const objects: WowObject[] = [];
  const attachments: { id: string; host: string }[] = [];
  const turn = sc.turnNumber ?? 3;
  const make = (e: WowCardEntry, owner: Seat, zone: Zone): string => {
    const id = `o${objects.length}`;
    const x = label(e, id);
    const p = lookupCard(x.card);
    if (!p) throw new ScenarioFail(`unknown card "${x.card}"`);
    objects.push({
      id,
      code: p.id,
      owner,
      controller: owner,
      zone,
      exhausted: x.exhausted ?? false,
      damage: x.damage ?? 0,
      faceDown: zone === "resource" && !x.faceUp,
      since: x.new ? turn : 0,
      flipped: x.flipped ?? false,
      ...(x.counters ? { counters: x.counters } : {}),
    });
    if (x.attachedTo) attachments.push({ id, host: x.attachedTo });
    return id;
  };
  const players: WowPlayer[] = SEATS.map((n) => {
    const seat = seatOf(n);
    const ps = sc.players[n];
    const hero = make(ps.hero, seat, "hero");
    const res =
      typeof ps.resources === "number"
        ? Array.from({ length: ps.resources }, () => "Lightning Bolt")
        : (ps.resources ?? []);
    return {
      hero,
      hand: (ps.hand ?? []).map((c) => make(c, seat, "hand")),
      deck: (ps.deck ?? []).map((c) => make(c, seat, "deck")),
      graveyard: (ps.graveyard ?? []).map((c) => make(c, seat, "graveyard")),
      rfg: [],
      allies: (ps.allies ?? []).map((c) => make(c, seat, "ally")),
      equipment: (ps.equipment ?? []).map((c) => make(c, seat, "hero")),
      resources: res.map((c) => make(c, seat, "resource")),
      placed: ps.placedResource ?? false,
      decked: false,
      lost: false,
      // The side deck (CR 7.4 100.3), outside the game: printing ids.
      ...(ps.side
        ? {
            side: ps.side.map((name) => {
              const p = lookupCard(name);
              if (!p) throw new ScenarioFail(`unknown card "${name}"`);
              return p.id;
            }),
          }
        : {}),
    };
  });
  const active = seatOf(sc.turn);
  const s: WowState = {
    version: 0,
    rng: [1, 2, 3, 4],
    turn,
    active,
    first: active,
    step: "action",
    window: { kind: "action", priority: active, passes: 0 },
    next: null,
    chain: [],
    combat: null,
    packets: [],
    waiting: [],
    ask: null,
    players,
    objects,
    mulligans: [],
    turnMods: [],
    dealt: [],
    used: [],
    log: [],
    winner: null,
    over: false,
  };
  // CR 7.4 400.5: attachments named in the start position, by their host's label or name.
  for (const a of attachments) {
    const host = labels.get(a.host) ?? objects.find((o) => lookupCard(a.host)?.id === o.code)?.id;
    if (!host) throw new ScenarioFail(`attachedTo: unknown card "${a.host}"`);
    objects[Number(a.id.slice(1))]!.attachedTo = host;
  }
  advance(s, canAct);
  return { s, labels };
}

function begin(sc: WowScenario): Ctx {
  if (sc.start) return build(sc.start);
  if (!sc.setup) throw new ScenarioFail("a scenario needs start or setup");
  const decks = SEATS.map((n) => {
    const d = buildWowDeck(sc.setup!.players[n].deck);
    if (!d.ok) throw new ScenarioFail(`deck of ${n} refused: ${d.problems.map((p) => p.message).join("; ")}`);
    return d.deck;
  });
  return { s: wowRules.create({ decks }, sc.seed), labels: new Map() };
}

/** Indexes of an object's payment powers, printed then granted (1-based in scenarios; rules/granted-powers.ts). */
function wowPowers(c: Ctx, id: string): number[] {
  const o = c.s.objects[Number(id.slice(1))]!;
  const powers = o.zone === "ally" || o.zone === "hero" ? powersWithGranted(c.s, id) : (script(o.code)?.powers ?? []);
  return powers.flatMap((p, i) => (p.kind === "payment" ? [i] : []));
}

function toAction(c: Ctx, a: Omit<WowAct, "by">, ref: (n: string) => string): WowAction {
  const targets = a.targets?.map((t) => ref(t));
  const t = { ...(targets ? { targets } : {}), ...(a.pay ? { pay: a.pay.map((x) => ref(x)) } : {}) };
  if (a.pass) return { type: "pass" };
  if (a.concede) return { type: "concede" };
  if (a.play)
    return {
      type: "play",
      card: ref(a.play),
      ...(targets ? { targets } : {}),
      ...(a.x !== undefined ? { x: a.x } : {}),
      ...(a.pay ? { pay: a.pay.map((p) => ref(p)) } : {}),
      ...(a.modes ? { modes: a.modes.map((m) => m - 1) } : {}),
      ...(a.divide ? { divide: a.divide } : {}),
    };
  if (a.resource) return { type: "resource", card: ref(a.resource), ...(a.faceUp ? { faceUp: true } : {}) };
  if (a.complete)
    return {
      type: "complete",
      quest: ref(a.complete),
      ...t,
      ...(a.modes ? { modes: a.modes.map((m) => m - 1) } : {}),
    };
  if (a.strike) return { type: "strike", weapon: ref(a.strike) };
  if (a.attack) {
    if (!a.defender) throw new ScenarioFail("attack needs a defender");
    return { type: "attack", attacker: ref(a.attack), defender: ref(a.defender) };
  }
  if (a.activate) {
    const id = ref(a.activate);
    const powers = wowPowers(c, id);
    // A payment power the card doesn't have names the index past its powers, which the engine refuses (CR 7.4 701):
    // a `reject` shows a power is not granted (rules/granted-powers.ts).
    const index = powers[(a.power ?? 1) - 1] ?? (powers.length ? powers[powers.length - 1]! + 1 : 50);
    return { type: "power", card: id, power: index, ...t, ...(a.x !== undefined ? { x: a.x } : {}) };
  }
  throw new ScenarioFail("act names no action");
}

/** The printing id of the token named `name` (cards/tokens.ts), if any. */
const tokenCode = (name: string): string | undefined => Object.values(TOKENS).find((t) => t.name === name)?.id;

const wowScenarios: ScenarioGame<WowState, WowAction, Ctx, WowAct, Expect, WowScenario> = {
  schema: WowScenarioSchema,
  rules: wowRules,
  begin,
  // A token (CR 7.4 404.2) is named by its token name ("<name> token" when a card has that name too, Wisp); one that
  // ceased to exist (404.2c) is no longer nameable.
  codeOf: (_c, name) =>
    (name.endsWith(" token") ? tokenCode(name.slice(0, -" token".length)) : undefined) ??
    lookupCard(name)?.id ??
    tokenCode(name),
  nameable: (_c, o) => o.zone !== "gone",
  viewCard: (_c, name) => lookupCard(name),
  shows: (text, card) => text.includes(`"${card.id}"`),
  toAction,
  toAnswer(_c, ch, p, ref) {
    const opt = ch.option === true ? "yes" : ch.option === false ? "no" : ch.option;
    const none = !opt || opt === "none" || opt === "no";
    switch (p.kind) {
      case "mulligan":
        return { type: "mulligan", keep: opt !== "mulligan" && opt !== "yes" };
      case "protect":
        return { type: "protect", protector: none ? null : ref(opt) };
      case "armor":
        return { type: "armor", armor: none ? null : ref(opt) };
      case "discard":
        return { type: "discard", cards: (ch.cards ?? []).map((x) => ref(x)) };
      case "uniqueness":
        return { type: "repair", card: ref(ch.cards?.[0] ?? String(opt)) };
      case "trigger-targets":
        return { type: "trigger", targets: ch.targets ? ch.targets.map((x) => ref(x)) : null };
      case "graveyard-pick":
      case "hand-pick":
      case "choose":
      case "search":
      case "reveal":
      case "look":
      case "quest-face-down":
        return { type: "pick", card: ref(ch.cards?.[0] ?? String(opt)) };
      case "shuffle-in":
        return { type: "shuffle-in", cards: (ch.cards ?? []).map((x) => ref(x)) };
      case "graveyard-to-hand":
        return { type: "graveyard-to-hand", cards: (ch.cards ?? []).map((x) => ref(x)) };
      case "pick-cards":
        return { type: "pick-cards", cards: (ch.cards ?? []).map((x) => ref(x)) };
      case "name-card":
        // The card name as typed (rules/naming.ts checks it).
        return { type: "name-card", name: String(opt ?? "") };
      case "secret-number":
        return { type: "secret-number", value: Number(opt) };
      case "tie-outcome":
        return { type: "tie-outcome", player: ch.option === "A" ? 0 : ch.option === "B" ? 1 : Number(opt) };
      case "collection-pick": {
        // The side deck card by its name (or index).
        const o = p.options.find((x) => x.label === opt || x.id === opt);
        if (!o) throw new ScenarioFail(`no collection card "${String(opt)}"`);
        return { type: "collection-pick", index: Number(o.id) };
      }
      case "stay-exhausted":
        return { type: "stay-exhausted", cards: (ch.cards ?? []).map((x) => ref(x)) };
      case "inspire":
        return { type: "inspire", cards: (ch.cards ?? []).map((x) => ref(x)) };
      case "either": {
        // The option by its label (or its index).
        const o = p.options.find((x) => x.label === opt || x.id === opt);
        if (!o) throw new ScenarioFail(`no option "${String(opt)}" (${p.options.map((x) => x.label).join(" / ")})`);
        return { type: "either", option: Number(o.id) };
      }
    }
    throw new ScenarioFail(`cannot answer a ${p.kind} decision`);
  },
  zoneName(c, id) {
    const o = c.s.objects[Number(id.slice(1))]!;
    if (o.zone === "hero") return c.s.players[o.controller]!.hero === id ? "hero" : "equipment";
    return o.zone === "ally" ? "allies" : o.zone === "resource" ? "resources" : o.zone === "rfg" ? "removed" : o.zone;
  },
  counts(s, seat) {
    const p = s.players[seat]!;
    return {
      hand: p.hand.length,
      deck: p.deck.length,
      graveyard: p.graveyard.length,
      removed: p.rfg.length,
      allies: p.allies.length,
      equipment: p.equipment.length,
      resources: p.resources.length,
    };
  },
  character(c, id) {
    const v = wowRules.view(c.s, "public");
    return v.players.flatMap((p) => [p.hero, ...p.allies]).find((k) => k.id === id);
  },
  // Over without a winner is "none" (both heroes lost at once, 102.1a); a running game is "running".
  winner: (s) => (s.over ? (s.winner === null ? "none" : SEATS[s.winner]!) : "running"),
  expectMore(c, e, ref) {
    for (const [n, x] of Object.entries(e.flipped ?? {}))
      check(`${n} flipped`, c.s.objects[Number(ref(n).slice(1))]!.flipped, x);
  },
  logInFailure: true,
};

/** Runs one scenario document. */
export function runWowScenario(doc: unknown): WowScenarioResult {
  return runFamilyScenario(wowScenarios, doc);
}
