/**
 * Runs scenarios (shared/scenario-format.md) against the Riftbound engine, strictly: an unknown card or label,
 * an unanswered decision, an unexpected rejection or a failed expectation fails the scenario with a message
 * naming the step. Labels map to engine object ids; seats are named by the scenario's player keys (A, B).
 */
import type { CardSource } from "../data/card-source.js";
import { riftbound } from "../rules/index.js";
import type { RbAction } from "../rules/actions.js";
import { advance } from "../rules/flow.js";
import { matchConfig, buildDeck, cardStatics } from "../match-config.js";
import { addCardObject, emptyState, seatCount, type RbDeck } from "../rules/setup.js";
import { teamPoints, winners } from "../rules/victory.js";
import type { CardStatic, RbEvent, RbObject, RbState, TurnStep } from "../rules/state.js";
import { boardChanged } from "../rules/board.js";
import { keywords, might, parseKeyword } from "../rules/layers.js";
import { obj, allObjects, mut, objAt } from "../rules/objects.js";
import { viewFor } from "../rules/view.js";
import { cardData } from "../rules/catalogue.js";
import type { Act, CardEntry, Choose, Expect, Scenario, Step } from "./schema.js";
import { ScenarioSchema } from "./schema.js";

/** Outcome of one scenario. */
export interface ScenarioResult {
  readonly name: string;
  readonly ok: boolean;
  readonly failure?: string;
  readonly rules: string[];
}

class Fail extends Error {}

interface Ctx {
  s: RbState;
  seats: string[];
  labels: Map<string, string>;
  events: RbEvent[];
  source: CardSource;
}

function seatOf(ctx: Ctx, name: string): number {
  const i = ctx.seats.indexOf(name);
  if (i < 0) throw new Fail(`unknown player ${name} (players are ${ctx.seats.join(", ")})`);
  return i;
}

function resolveCode(source: CardSource, nameOrCode: string): string {
  const byCode = source.byCode(nameOrCode);
  if (byCode) return byCode.baseCode ?? byCode.code;
  const byName = source.byName(nameOrCode).filter((c) => !c.variant);
  const exact = byName.find((c) => c.name === nameOrCode) ?? byName[0];
  if (!exact) {
    const sugg = source.suggest(nameOrCode, 3);
    throw new Fail(`unknown card "${nameOrCode}"${sugg.length ? ` (did you mean ${sugg.join(", ")}?)` : ""}`);
  }
  return exact.code;
}

function entryCard(e: CardEntry): string {
  return typeof e === "string" ? e : e.card;
}

/** Resolves a label or a card name to an object id (labels first; a name must be unique among objects). */
function ref(ctx: Ctx, x: string, zone?: string): string {
  const l = ctx.labels.get(x);
  if (l) return l;
  // "chain:<label>": the newest ability on the chain whose source is that object (a chain choice, CR 1.4 601).
  if (x.startsWith("chain:")) {
    const src = ref(ctx, x.slice(6));
    const item = [...ctx.s.chain].reverse().find((c) => c.kind !== "card" && c.object === src);
    if (!item) throw new Fail(`no ability of "${x.slice(6)}" on the chain`);
    return item.id;
  }
  // "Name@zone", "Name@token": the one object of that name in that zone, or the token (a copy beside its model).
  const at = x.lastIndexOf("@");
  if (at > 0 && zone === undefined) return ref(ctx, x.slice(0, at), x.slice(at + 1));
  // A card name, or a code / deck-list alias ("OGN-024", "Jinx, Loose Cannon") resolved through the card source.
  let code: string | undefined;
  try {
    code = resolveCode(ctx.source, x);
  } catch {
    code = undefined;
  }
  const named = (o: Readonly<RbObject>) => cardData(o.code)?.name === x || (code !== undefined && o.code === code);
  const all = allObjects(ctx.s).filter(named);
  let matches = all.filter((o) => o.zone !== "gone");
  if (zone) matches = matches.filter((o) => (zone === "token" ? o.token : o.zone === zone));
  if (matches.length === 1) return matches[0]!.id;
  // Prefer objects in play/hand over decks when a name is ambiguous.
  const visible = matches.filter((o) => !["mainDeck", "runeDeck"].includes(o.zone));
  if (visible.length === 1) return visible[0]!.id;
  if (matches.length === 0) {
    const gone = all.filter((o) => o.zone === "gone"); // a token that ceased to exist (177)
    if (gone.length === 1 && !zone) return gone[0]!.id;
    throw new Fail(`unknown label or card "${x}"${zone ? ` in ${zone}` : ""}`);
  }
  throw new Fail(`"${x}" names ${matches.length} objects; give it a label with as:`);
}

function buildStart(sc: Scenario, source: CardSource): Ctx {
  const st = sc.start!;
  const seats = seatNames(sc, Object.keys(st.players));
  const names = new Set<string>();
  for (const p of Object.values(st.players)) {
    for (const k of ["hand", "mainDeck", "runeDeck", "runes", "base", "trash", "banishment"] as const)
      for (const e of p[k] ?? []) names.add(entryCard(e));
    if (p.legend) names.add(entryCard(p.legend));
    if (p.champion) names.add(entryCard(p.champion));
    if (p.chosenChampion) names.add(p.chosenChampion);
  }
  for (const b of st.battlefields ?? []) {
    names.add(b.card);
    for (const u of b.units ?? []) names.add(entryCard(u));
    for (const f of facedownEntries(b.facedown)) names.add(entryCard(f));
  }
  for (const n of sc.cards ?? []) names.add(n);
  const codes = new Map<string, string>();
  for (const n of names) codes.set(n, resolveCode(source, n));
  const s = emptyState(cardStatics(new Set(codes.values()), source) as CardStatic[], sc.seed, sc.mode, sc.edition);
  const ctx: Ctx = { s, seats, labels: new Map(), events: [], source };
  const label = (e: CardEntry, id: string) => {
    if (typeof e !== "string" && e.as) {
      if (ctx.labels.has(e.as)) throw new Fail(`label ${e.as} is used twice`);
      ctx.labels.set(e.as, id);
    }
  };
  const make = (e: CardEntry, owner: number, zone: RbObject["zone"]) => {
    const own = typeof e !== "string" && e.owner ? seatOf(ctx, e.owner) : owner;
    const id = addCardObject(s, codes.get(entryCard(e))!, own, zone);
    const o = mut(s, id);
    if (zone === "base" || zone === "runes") o.controller = owner; // the player whose section lists it controls it
    if (typeof e !== "string") {
      if (e.exhausted) o.exhausted = true;
      if (e.damage) o.damage = e.damage;
      if (e.buffed) o.buffed = true;
      if (e.stunned) o.stunned = true;
      if (e.empowered) o.empowered = true;
      if (e.token) o.token = true;
    }
    label(e, id);
    return id;
  };
  const turnNumber = st.turnNumber ?? 3;
  s.turnNumber = turnNumber;
  seats.forEach((name, seat) => {
    const pin = st.players[name]!;
    const p = s.players[seat]!;
    p.points = pin.points ?? 0;
    if (pin.xp) p.xp = pin.xp; // CR 1.4 728
    if (pin.legend) p.legend = make(pin.legend, seat, "legend");
    if (pin.champion) p.champion = make(pin.champion, seat, "champion");
    const chosen = pin.chosenChampion ?? (pin.champion ? entryCard(pin.champion) : undefined);
    if (chosen) p.chosenChampion = codes.get(chosen)!; // 103.2
    p.hand = (pin.hand ?? []).map((e) => make(e, seat, "hand"));
    p.mainDeck = (pin.mainDeck ?? []).map((e) => make(e, seat, "mainDeck"));
    p.runeDeck = (pin.runeDeck ?? []).map((e) => make(e, seat, "runeDeck"));
    p.trash = (pin.trash ?? []).map((e) => make(e, seat, "trash"));
    p.banishment = (pin.banishment ?? []).map((e) => make(e, seat, "banishment"));
    p.runes = (pin.runes ?? []).map((e) => make(e, seat, "runes"));
    p.base = (pin.base ?? []).map((e) => make(e, seat, "base"));
    p.pool = { energy: pin.pool?.energy ?? 0, power: { ...(pin.pool?.power ?? {}) } };
    p.mulliganDone = true;
    p.hasHadChannelPhase = true;
  });
  if (seats.length === 2) {
    // 644.7: the second player channels one extra rune on their first channel phase (turn 2), so a position on
    // turn 1 or on turn 2 before channeling still has it to come.
    const tp0 = seatOf(ctx, st.turn);
    const second = turnNumber % 2 === 1 ? 1 - tp0 : tp0;
    const p2 = s.players[second]!;
    p2.extraRuneFirstChannel = true;
    p2.hasHadChannelPhase =
      turnNumber > 2 || (turnNumber === 2 && !["awaken", "beginning", "channel"].includes(st.phase));
    // The first player on turn 1 before channeling has not had a channel phase either ("first Beginning Phase").
    if (turnNumber === 1 && ["awaken", "beginning", "channel"].includes(st.phase))
      s.players[1 - second]!.hasHadChannelPhase = false;
  }
  (st.battlefields ?? []).forEach((b, index) => {
    const ownerSeat = b.controller && b.controller !== "none" ? seatOf(ctx, b.controller) : 0;
    const card = make({ card: b.card, ...(b.as ? { as: b.as } : {}) }, ownerSeat, "battlefieldCard");
    const controller = b.controller && b.controller !== "none" ? seatOf(ctx, b.controller) : null;
    s.battlefields.push({ index, card, controller, contestedBy: null, units: [], facedown: null });
    for (const u of b.units ?? []) {
      const id = make(u, typeof u !== "string" && u.owner ? seatOf(ctx, u.owner) : (controller ?? 0), "battlefield");
      const o = mut(s, id);
      o.bf = index;
      s.battlefields[index]!.units.push(id);
    }
    for (const f of facedownEntries(b.facedown)) {
      const id = make(f, typeof f !== "string" && f.owner ? seatOf(ctx, f.owner) : (controller ?? 0), "facedown");
      const o = mut(s, id);
      o.bf = index;
      o.hiddenOnTurn = turnNumber - 1;
      const bf = s.battlefields[index]!;
      if (bf.facedown === null) bf.facedown = id;
      else bf.extraFacedown = [...(bf.extraFacedown ?? []), id];
    }
  });
  // A battlefield with one player's units and no `controller` key is theirs; an explicit `controller: none` stays
  // uncontrolled (its units then contest it, 181.3.a, and the game starts a showdown there, 525).
  for (const b of s.battlefields) {
    const seats2 = [...new Set(b.units.map((u) => obj(s, u).controller))];
    if (b.controller === null && seats2.length === 1) {
      if (st.battlefields?.[b.index]?.controller === undefined) b.controller = seats2[0]!;
      else b.contestedBy = seats2[0]!;
    }
  }
  const tp = seatOf(ctx, st.turn);
  s.turnPlayer = tp;
  s.firstPlayer = tp;
  const stepOf: Record<string, TurnStep> = {
    awaken: "awaken",
    beginning: "beginning",
    channel: "channel",
    draw: "draw",
    action: "action",
    end: "ending",
  };
  s.step = stepOf[st.phase]!;
  s.phase = st.phase === "end" ? "end" : st.phase;
  boardChanged(); // the position was written into the zone lists directly
  advance(s, ctx.events);
  return ctx;
}

function buildSetup(sc: Scenario, source: CardSource): Ctx {
  const su = sc.setup!;
  const seats = seatNames(sc, Object.keys(su.players));
  const decks = seats.map((n) => {
    const b = buildDeck(su.players[n]!.deck, source, { requireSupported: false });
    if (!b.ok) throw new Fail(`deck of ${n}: ${b.problems.map((p) => `${p.message} (${p.rule})`).join("; ")}`);
    return b.deck;
  }) as RbDeck[];
  const ctx0 = { seats } as Ctx;
  const first = su.firstPlayer ? seatOf(ctx0, su.firstPlayer) : undefined;
  const config = matchConfig(decks, source, {
    mode: sc.mode,
    ...(sc.edition === "1.4" ? { edition: sc.edition } : {}),
    ...(first !== undefined ? { firstPlayer: first } : {}),
  });
  const s = riftbound.create(config, sc.seed);
  return { s, seats, labels: new Map(), events: [], source };
}

function destOf(ctx: Ctx, to: string | undefined): "base" | number | undefined {
  if (to === undefined) return undefined;
  if (to === "base") return "base";
  const id = ref(ctx, to);
  const b = ctx.s.battlefields.find((x) => x.card === id);
  if (!b) throw new Fail(`${to} is not a battlefield`);
  return b.index;
}

function toAction(ctx: Ctx, a: Omit<Act, "by">): RbAction {
  if (a.play !== undefined) {
    const fromZone =
      a.from === "champion" ? "champion" : a.from === "facedown" ? "facedown" : a.from === "hand" ? "hand" : undefined;
    const id = ref(ctx, a.play, fromZone);
    const targets =
      a.targets === undefined
        ? undefined
        : Array.isArray(a.targets)
          ? a.targets.map((t) => ref(ctx, t))
          : Object.fromEntries(Object.entries(a.targets).map(([k, v]) => [k, v.map((t) => ref(ctx, t))]));
    const costCards = [
      ...(a.pay?.discard ?? []),
      ...(a.pay?.kill ?? []),
      ...(a.pay?.exhaust ?? []),
      ...(a.costCards ?? []),
    ].map((x) => ref(ctx, x));
    const optional = [
      ...(a.pay?.discard ? ["discard"] : []),
      ...(a.pay?.exhaust ? ["exhaust"] : []),
      ...(a.pay?.optional ?? []),
    ];
    const to = destOf(ctx, a.to);
    return {
      type: "play",
      card: id,
      ...(to !== undefined ? { to } : {}),
      ...(targets ? { targets } : {}),
      ...(a.pay?.accelerate ? { accelerate: true } : {}),
      ...(optional.length ? { optional } : {}),
      ...(a.mode !== undefined ? { mode: a.mode } : {}),
      ...(a.repeatModes !== undefined ? { repeatModes: a.repeatModes } : {}),
      ...(costCards.length ? { costCards } : {}),
      ...(a.pay?.runes
        ? {
            pay: {
              exhaust: (a.pay.runes.exhaust ?? []).map((x) => ref(ctx, x)),
              recycle: (a.pay.runes.recycle ?? []).map((x) => ref(ctx, x)),
            },
          }
        : {}),
    };
  }
  if (a.activate !== undefined) {
    const targets =
      a.targets === undefined
        ? undefined
        : Array.isArray(a.targets)
          ? a.targets.map((t) => ref(ctx, t))
          : Object.fromEntries(Object.entries(a.targets).map(([k, v]) => [k, v.map((t) => ref(ctx, t))]));
    return {
      type: "activate",
      source: ref(ctx, a.activate),
      ability: a.ability ?? 1,
      ...(targets ? { targets } : {}),
      ...(a.costCards ? { costCards: a.costCards.map((x) => ref(ctx, x)) } : {}),
    };
  }
  if (a.move !== undefined) {
    const units = (Array.isArray(a.move) ? a.move : [a.move]).map((x) => ref(ctx, x));
    const to = destOf(ctx, a.to);
    if (to === undefined) throw new Fail("move needs to:");
    return { type: "move", units, to };
  }
  if (a.hide !== undefined) {
    const at = destOf(ctx, a.at);
    if (typeof at !== "number") throw new Fail("hide needs at: <battlefield label>");
    const alternative = a.pay?.optional?.includes("alternative") ?? false;
    return { type: "hide", card: ref(ctx, a.hide), at, ...(alternative ? { alternative: true } : {}) };
  }
  if (a.exhaust !== undefined) return { type: "rune", rune: ref(ctx, a.exhaust), use: "exhaust" };
  if (a.recycle !== undefined) return { type: "rune", rune: ref(ctx, a.recycle), use: "recycle" };
  if (a.pass) return { type: "pass" };
  if (a.invite !== undefined) return { type: "invite", seat: seatOf(ctx, a.invite) };
  if (a.endTurn) return { type: "endTurn" };
  if (a.concede) return { type: "concede" };
  throw new Fail("act names no action");
}

function optionIdsFor(ctx: Ctx, names: string[], lenient = false): string[] {
  const p = ctx.s.pending!;
  const used = new Set<string>();
  return names.map((n) => {
    // An option id, a label/name of the option's object, or the option's label text.
    const direct = p.options.find((o) => o.id === n && !used.has(o.id));
    let opt = direct;
    if (!opt) {
      let id: string | undefined;
      try {
        id = ref(ctx, n);
      } catch {
        id = undefined;
      }
      opt = p.options.find(
        (o) =>
          !used.has(o.id) &&
          ((id && o.object === id) || cardData(objAt(ctx.s, o.object ?? "")?.code ?? "")?.name === n || o.label === n),
      );
    }
    if (!opt && lenient) {
      // A reject step may name something that is not an option: pass it on for the engine to refuse.
      try {
        return ref(ctx, n);
      } catch {
        return n;
      }
    }
    if (!opt)
      throw new Fail(
        `"${n}" is not an option of the pending ${p.kind} decision (options: ${p.options.map((o) => `${o.id}=${o.label}`).join("; ")})`,
      );
    used.add(opt.id);
    return opt.id;
  });
}

function toAnswer(ctx: Ctx, c: Omit<Choose, "by">, lenient = false): RbAction {
  const p = ctx.s.pending;
  if (!p) {
    if (lenient)
      return {
        type: "choose",
        ...(c.option !== undefined ? { option: String(c.option) } : {}),
        ...(c.cards ? { cards: c.cards } : {}),
      };
    throw new Fail("no decision is pending");
  }
  if (c.assign)
    return {
      type: "choose",
      decision: p.id,
      assign: Object.fromEntries(Object.entries(c.assign).map(([k, v]) => [ref(ctx, k), v])),
    };
  if (c.order) return { type: "choose", decision: p.id, order: optionIdsFor(ctx, c.order, lenient) };
  if (c.targets) return { type: "choose", decision: p.id, targets: optionIdsFor(ctx, c.targets, lenient) };
  if (c.cards) return { type: "choose", decision: p.id, cards: optionIdsFor(ctx, c.cards, lenient) };
  if (c.option !== undefined) {
    let v = c.option === true ? "yes" : c.option === false ? "no" : String(c.option);
    // 607.2.b: an opponent to choose is named by their seat.
    if (ctx.seats.includes(v) && p.options.some((o) => o.id === `seat${ctx.seats.indexOf(v)}`))
      v = `seat${ctx.seats.indexOf(v)}`;
    const ids = p.options.some((o) => o.id === v) ? [v] : optionIdsFor(ctx, [v], lenient);
    return { type: "choose", decision: p.id, option: ids[0]! };
  }
  throw new Fail("choose gives no answer");
}

function apply(
  ctx: Ctx,
  seat: number,
  action: RbAction,
): { ok: true } | { ok: false; code: string; message: string; rule?: string } {
  const r = riftbound.apply(ctx.s, seat, action);
  if (!r.ok)
    return { ok: false, code: r.error.code, message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) };
  ctx.s = r.state;
  ctx.events.push(...r.events);
  return { ok: true };
}

function zoneName(ctx: Ctx, id: string): string {
  const o = obj(ctx.s, id);
  if (o.zone === "battlefield") {
    const card = ctx.s.battlefields[o.bf!]!.card;
    const label = [...ctx.labels.entries()].find(([, v]) => v === card)?.[0];
    return label ?? cardData(obj(ctx.s, card).code)!.name;
  }
  if (o.zone === "runes") return "runes";
  return o.zone;
}

function check(ctx: Ctx, e: Expect): void {
  const s = ctx.s;
  const eq = (what: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got))
      throw new Fail(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  for (const [k, v] of Object.entries(e.zone ?? {})) {
    const id = ref(ctx, k);
    const z = zoneName(ctx, id);
    let want = v;
    if (ctx.labels.has(v)) {
      const bid = ctx.labels.get(v)!;
      want = [...ctx.labels.entries()].find(([, x]) => x === bid)![0];
    }
    if (
      want !== z &&
      !(
        want === cardData(obj(s, ctx.s.battlefields.find((b) => b.units.includes(id))?.card ?? id).code)?.name &&
        obj(s, id).zone === "battlefield"
      )
    )
      eq(`zone of ${k}`, v, z);
  }
  for (const [k, v] of Object.entries(e.might ?? {})) eq(`might of ${k}`, v, might(s, ref(ctx, k)));
  for (const [k, v] of Object.entries(e.damage ?? {})) eq(`damage of ${k}`, v, obj(s, ref(ctx, k)).damage);
  for (const [k, v] of Object.entries(e.exhausted ?? {})) eq(`exhausted of ${k}`, v, obj(s, ref(ctx, k)).exhausted);
  for (const [k, v] of Object.entries(e.buffed ?? {})) eq(`buffed of ${k}`, v, obj(s, ref(ctx, k)).buffed);
  for (const [k, v] of Object.entries(e.stunned ?? {})) eq(`stunned of ${k}`, v, obj(s, ref(ctx, k)).stunned);
  for (const [k, v] of Object.entries(e.empowered ?? {}))
    eq(`empowered of ${k}`, v, obj(s, ref(ctx, k)).empowered === true);
  for (const [k, v] of Object.entries(e.keywords ?? {})) {
    const have = keywords(s, ref(ctx, k));
    const sum = (name: string) => have.filter((h) => h.name === name).reduce((a, h) => a + h.value, 0);
    for (const want of v) {
      const w = parseKeyword(want);
      if (!have.some((h) => h.name === w.name) || (/\d$/.test(want) && sum(w.name) !== w.value))
        throw new Fail(
          `keywords of ${k}: expected ${want}, got [${have.map((h) => `${h.name} ${h.value}`).join(", ")}]`,
        );
    }
  }
  for (const [k, v] of Object.entries(e.controller ?? {})) {
    const id = ref(ctx, k);
    const b = s.battlefields.find((x) => x.card === id);
    if (!b) throw new Fail(`${k} is not a battlefield`);
    eq(`controller of ${k}`, v, b.controller === null ? "none" : ctx.seats[b.controller]);
  }
  for (const [k, v] of Object.entries(e.points ?? {})) eq(`points of ${k}`, v, s.players[seatOf(ctx, k)]!.points);
  for (const [k, v] of Object.entries(e.xp ?? {})) eq(`XP of ${k}`, v, s.players[seatOf(ctx, k)]!.xp ?? 0);
  if (e.winner !== undefined) eq("winner", e.winner, winnerName(ctx, e.winner));
  checkMultiplayer(ctx, e, eq);
  for (const [k, v] of Object.entries(e.pool ?? {})) {
    const pool = s.players[seatOf(ctx, k)]!.pool;
    if (v.energy !== undefined) eq(`energy of ${k}`, v.energy, pool.energy);
    for (const [d, n] of Object.entries(v.power ?? {}))
      eq(`${d} power of ${k}`, n, (pool.power as Record<string, number>)[d] ?? 0);
  }
  for (const [k, v] of Object.entries(e.count ?? {})) {
    const p = s.players[seatOf(ctx, k)]!;
    for (const [zone, n] of Object.entries(v)) {
      const arr = (p as unknown as Record<string, unknown>)[zone];
      if (!Array.isArray(arr)) throw new Fail(`unknown zone ${zone} in count`);
      eq(`${zone} count of ${k}`, n, arr.length);
    }
  }
  if (e.turn !== undefined) eq("turn", e.turn, ctx.seats[s.turnPlayer]);
  if (e.phase !== undefined) eq("phase", e.phase, s.phase);
  if (e.state !== undefined)
    eq("state", e.state, `${s.showdown ? "showdown" : "neutral"}-${s.chain.length ? "closed" : "open"}`);
  if (e.chain !== undefined) {
    const got = s.chain
      .slice()
      .reverse()
      .map((c) => c.object);
    const want = e.chain.map((x) => ref(ctx, x));
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      const names = got.map((id) => cardData(obj(s, id).code)!.name);
      throw new Fail(`chain: expected [${e.chain.join(", ")}], got [${names.join(", ")}]`);
    }
  }
  if (e.pending !== undefined) {
    if (e.pending === "none")
      eq("pending", "none", s.pending ? `${ctx.seats[s.pending.seat]}:${s.pending.kind}` : "none");
    else
      eq(
        "pending",
        `${e.pending.by}:${e.pending.kind}`,
        s.pending ? `${ctx.seats[s.pending.seat]}:${s.pending.kind}` : "none",
      );
  }
  if (e.events !== undefined) {
    const kinds = new Set(ctx.events.map((x) => x.kind));
    for (const k of e.events)
      if (!kinds.has(k)) throw new Fail(`events: expected ${k} among [${[...kinds].join(", ")}]`);
  }
  ctx.events = [];
}

function runStep(ctx: Ctx, step: Step): void {
  if ("act" in step) {
    const seat = seatOf(ctx, step.act.by);
    const p = ctx.s.pending;
    if (p && p.kind !== "priority" && p.kind !== "focus" && !step.act.concede)
      throw new Fail(`a ${p.kind} decision of ${ctx.seats[p.seat]} is pending and was not answered (${p.prompt})`);
    const r = apply(ctx, seat, toAction(ctx, step.act));
    if (!r.ok) throw new Fail(`action refused: ${r.code}: ${r.message}${r.rule ? ` (rule ${r.rule})` : ""}`);
    return;
  }
  if ("choose" in step) {
    const seat = seatOf(ctx, step.choose.by);
    const p = ctx.s.pending;
    if (!p || p.kind === "priority" || p.kind === "focus")
      throw new Fail(`nothing to choose: the pending decision is ${p ? `${p.kind} of ${ctx.seats[p.seat]}` : "none"}`);
    if (p.seat !== seat)
      throw new Fail(`the pending ${p.kind} decision belongs to ${ctx.seats[p.seat]}, not ${step.choose.by}`);
    const r = apply(ctx, seat, toAnswer(ctx, step.choose));
    if (!r.ok) throw new Fail(`answer refused: ${r.code}: ${r.message}${r.rule ? ` (rule ${r.rule})` : ""}`);
    return;
  }
  if ("expect" in step) {
    check(ctx, step.expect);
    return;
  }
  if ("reject" in step) {
    const seat = seatOf(ctx, step.reject.by);
    const action = step.reject.act
      ? toAction(ctx, step.reject.act)
      : step.reject.choose
        ? toAnswer(ctx, step.reject.choose, true)
        : undefined;
    if (!action) throw new Fail("reject needs act: or choose:");
    const before = JSON.stringify(ctx.s);
    const r = riftbound.apply(ctx.s, seat, action);
    if (r.ok)
      throw new Fail(
        `expected a rejection${step.reject.rule ? ` citing ${step.reject.rule}` : ""}, but the action was accepted`,
      );
    if (JSON.stringify(ctx.s) !== before) throw new Fail("a rejected action changed the state");
    if (step.reject.rule && !(r.error.rule ?? "").startsWith(step.reject.rule))
      throw new Fail(
        `rejection cites rule ${r.error.rule ?? "(none)"}, expected ${step.reject.rule} (${r.error.code}: ${r.error.message})`,
      );
    return;
  }
  if ("view" in step) {
    const viewer = step.view.of === "public" ? "public" : seatOf(ctx, step.view.of);
    const { log, ...board } = viewFor(ctx.s, viewer);
    const structured = JSON.stringify(board);
    // A label names its object's card; anything else must be a real card name or code (strict, like every name).
    const nameOf = (x: string) => {
      if (ctx.labels.has(x)) return cardData(obj(ctx.s, ctx.labels.get(x)!).code)!.name;
      const code = resolveCode(ctx.source, x);
      return ctx.source.byCode(code)?.name ?? x;
    };
    const visible = (name: string) =>
      structured.includes(`"name":${JSON.stringify(name)}`) || log.some((line) => line.includes(name));
    for (const h of step.view.hides ?? [])
      if (visible(nameOf(h))) throw new Fail(`view of ${step.view.of} shows ${nameOf(h)}`);
    for (const h of step.view.shows ?? [])
      if (!visible(nameOf(h))) throw new Fail(`view of ${step.view.of} does not show ${nameOf(h)}`);
  }
}

/** Parses and runs one scenario document (already parsed from YAML/JSON). Never throws for scenario problems. */
export function runScenario(doc: unknown, source: CardSource): ScenarioResult {
  const parsed = ScenarioSchema.safeParse(doc);
  if (!parsed.success) {
    const name =
      typeof doc === "object" && doc && "name" in doc ? String((doc as { name: unknown }).name) : "(unnamed)";
    const i = parsed.error.issues[0]!;
    return { name, ok: false, failure: `invalid scenario: ${i.path.join(".")}: ${i.message}`, rules: [] };
  }
  const sc = parsed.data;
  let ctx: Ctx | undefined;
  let stepNo = 0;
  try {
    ctx = sc.start ? buildStart(sc, source) : buildSetup(sc, source);
    for (const step of sc.steps) {
      stepNo++;
      runStep(ctx, step);
    }
    return { name: sc.name, ok: true, rules: sc.rules ?? [] };
  } catch (e) {
    const where = stepNo === 0 ? "setup" : `step ${stepNo}`;
    if (e instanceof Fail)
      return { name: sc.name, ok: false, failure: `${where}: ${e.message}`, rules: sc.rules ?? [] };
    return {
      name: sc.name,
      ok: false,
      failure: `${where}: engine error: ${(e as Error).stack ?? String(e)}`,
      rules: sc.rules ?? [],
    };
  }
}

/** A battlefield's `facedown` start entry as a list (one card, or several: Bandle Tree). */
function facedownEntries<T>(f: T | readonly T[] | undefined): readonly T[] {
  return f === undefined ? [] : Array.isArray(f) ? (f as readonly T[]) : [f as T];
}

/**
 * The seats of a scenario (shared/scenario-format.md): two in a duel or match, `A, B, C` in ffa3 and `A, B, C, D`
 * in ffa4 and 2v2 (teams {A, C} and {B, D}, turn order A, B, C, D: 648.5.b.1).
 */
function seatNames(sc: Scenario, keys: string[]): string[] {
  const want = seatCount(sc.mode);
  if (want === 2) {
    if (keys.length !== 2) throw new Fail(`a ${sc.mode} has exactly two players`);
    return keys;
  }
  const names = ["A", "B", "C", "D"].slice(0, want);
  if (keys.length !== want || !names.every((n) => keys.includes(n)))
    throw new Fail(`mode ${sc.mode} seats exactly ${names.join(", ")}`);
  return names;
}

/** How a scenario names the winner: the seat, or in 2v2 the team's seats ("AC"). */
function winnerName(ctx: Ctx, want: string): string {
  const s = ctx.s;
  if (s.winner === null) return "none";
  const team = winners(s).map((x) => ctx.seats[x]!);
  return s.teams && want.length > 1 ? team.join("") : ctx.seats[s.winner]!;
}

/** `relevant`, `eliminated` and `teamPoints` (scenario-format.md "Riftbound with three or four players"). */
function checkMultiplayer(ctx: Ctx, e: Expect, eq: (what: string, want: unknown, got: unknown) => void): void {
  const s = ctx.s;
  const names = (xs: number[]) => xs.map((x) => ctx.seats[x]!).sort();
  if (e.relevant !== undefined) {
    const rel = s.showdown ? s.showdown.relevant : s.players.filter((p) => !p.conceded).map((p) => p.seat);
    eq("relevant", [...e.relevant].sort(), names(rel));
  }
  if (e.eliminated !== undefined)
    eq("eliminated", [...e.eliminated].sort(), names(s.players.filter((p) => p.conceded).map((p) => p.seat)));
  for (const [team, n] of Object.entries(e.teamPoints ?? {})) {
    const seats = [...team].map((x) => seatOf(ctx, x));
    if (!s.teams?.some((t) => t.length === seats.length && seats.every((x) => t.includes(x))))
      throw new Fail(`${team} is not a team`);
    eq(`points of team ${team}`, n, teamPoints(s, seats[0]!));
  }
}

/**
 * Runs a scenario document and returns the state after its steps (for tests that look at a position, e.g. the
 * prompts of a 3-4 player combat). @throws Error naming the step when the scenario fails.
 */
export function scenarioState(doc: unknown, source: CardSource): RbState {
  const sc = ScenarioSchema.parse(doc);
  const ctx = sc.start ? buildStart(sc, source) : buildSetup(sc, source);
  sc.steps.forEach((step, i) => {
    try {
      runStep(ctx, step);
    } catch (e) {
      throw new Error(`step ${i + 1}: ${(e as Error).message}`);
    }
  });
  return ctx.s;
}
