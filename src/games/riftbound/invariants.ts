/**
 * State invariants that random play checks after every action (the engine test's soak and `npm run soak`):
 * every card object sits in exactly one zone, no card appears or vanishes (105-109, 177), and no view names a
 * private card of another seat (127, design.md principle 6). They read card data only through the rules'
 * helpers (`nameOf`), never the state's card table. A broken invariant throws {@link StateInvariantError}.
 */
import type { RbState } from "./rules/state.js";
import { facedownAt } from "./rules/board.js";
import { nameOf } from "./rules/util.js";
import { type RbView, viewFor } from "./rules/view.js";
import { allObjects, obj, objAt } from "./rules/objects.js";

/** A state that breaks an invariant: always an engine bug. `invariant` names which one. */
export class StateInvariantError extends Error {
  /** `zones`, `count` or `privacy`. */
  readonly invariant: "zones" | "count" | "privacy";

  /** @param invariant which check failed; @param message what was seen, with object ids and zones. */
  constructor(invariant: "zones" | "count" | "privacy", message: string) {
    super(message);
    this.name = "StateInvariantError";
    this.invariant = invariant;
  }
}

/** Card objects in the state that are not tokens (tokens are created and cease to exist, 171). */
export function countCards(s: RbState): number {
  let n = 0;
  for (const o of allObjects(s)) if (!o.token) n++;
  return n;
}

/**
 * Every non-token object is listed in exactly one zone, the zone it says it is in, and the number of card
 * objects is still `total` (105-109, 177). @throws StateInvariantError
 */
export function checkZones(s: RbState, total: number): void {
  const seen = new Map<string, string>();
  const put = (id: string, where: string) => {
    if (seen.has(id)) throw new StateInvariantError("zones", `${id} is in ${seen.get(id)} and ${where}`);
    seen.set(id, where);
  };
  for (const p of s.players) {
    for (const z of ["mainDeck", "runeDeck", "hand", "trash", "banishment", "base", "runes"] as const)
      for (const id of p[z]) put(id, `${p.seat}.${z}`);
    if (p.legend) put(p.legend, `${p.seat}.legend`);
    if (p.champion) put(p.champion, `${p.seat}.champion`);
  }
  for (const b of s.battlefields) {
    put(b.card, `bf${b.index}.card`);
    for (const id of b.units) put(id, `bf${b.index}`);
    for (const f of facedownAt(b)) put(f, `bf${b.index}.facedown`);
  }
  for (const c of s.chain) if (c.kind === "card") put(c.object, "chain");
  // A spell whose instructions are resolving has left the chain list but not yet reached the trash (543.1.a).
  for (const t of s.tasks)
    if (t.t === "effects" && t.item.kind === "card" && objAt(s, t.item.object)?.zone === "chain")
      put(t.item.object, "chain");
  for (const [id, o] of allObjects(s).map((o) => [o.id, o] as const)) {
    if (o.token || o.zone === "removed") continue;
    const where = seen.get(id);
    if (where === undefined) throw new StateInvariantError("zones", `${id} (${o.zone}) is in no zone`);
    const expectZone = where.split(".")[1] ?? (where === "chain" ? "chain" : "battlefield");
    if (
      o.zone === "battlefieldCard"
        ? !where.endsWith(".card")
        : o.zone === "battlefield"
          ? !/^bf\d+$/.test(where)
          : o.zone !== expectZone && !(o.zone === "chain" && where === "chain")
    )
      throw new StateInvariantError("zones", `${id} says ${o.zone} but sits in ${where}`);
  }
  const cards = countCards(s);
  if (cards !== total) throw new StateInvariantError("count", `card count changed: ${total} -> ${cards}`);
}

const PUBLIC_ZONES = new Set([
  "base",
  "battlefield",
  "trash",
  "banishment",
  "legend",
  "champion",
  "runes",
  "battlefieldCard",
  "chain",
]);

/**
 * What a privacy check remembers between actions: for each object id, the incarnation at which it was last
 * seen in a public zone. A card bounced from the board to a hand changes zones once (incarnation + 1); every
 * player saw it go, so its name is public knowledge (a chain item may still name it as a trigger's source).
 */
export type PublicMemory = Map<string, number>;

/**
 * No private card (hand; facedown until the game ends, 597.4) is visible to the public or the other seat (127,
 * design.md principle 6).
 * - The structured view never shows a private card's object id.
 * - It names a private card only if the viewer may know that name anyway: a public card has it, the viewer
 *   holds a card of that name privately (both decks may hold the same card), the card was revealed to the
 *   viewer (`revealedTo`), or it went straight from a public zone to the hand (`memory`, when given). The
 *   pending decision, shown only to the deciding seat, may also name any card that seat owns (Vision shows the
 *   top of one's own deck).
 * - The log shows another seat an event's private text no more often than events visible to it carry it.
 * `memory` is updated with the public objects of `s`; pass the same map after every action of a game.
 * @throws StateInvariantError
 */
export function checkPrivacy(s: RbState, memory?: PublicMemory): void {
  // Every object's name once per check (the per-card loops below are over private cards × viewers).
  const names = new Map<string, string>();
  for (const o of allObjects(s)) names.set(o.id, nameOf(s, o.id));
  const nameOfId = (id: string) => names.get(id) ?? nameOf(s, id);
  const publicNames = new Set<string>();
  // 597.4: once the game is over, facedown cards are public too.
  for (const o of allObjects(s))
    if (PUBLIC_ZONES.has(o.zone) || (s.winner !== null && o.zone === "facedown")) publicNames.add(nameOfId(o.id));
  // An ability on the chain names its source: that was public when it triggered or was activated (a Deathknell's
  // card may since have been recycled and drawn).
  for (const c of s.chain) if (c.kind !== "card" && objAt(s, c.object)) publicNames.add(nameOfId(c.object));
  // Names of cards revealed to each seat (two copies: one revealed, one hidden; 600).
  const revealedNames = new Map<number, Set<string>>();
  for (const o of allObjects(s))
    for (const seat of o.revealedTo ?? []) {
      const set = revealedNames.get(seat) ?? new Set<string>();
      set.add(nameOfId(o.id));
      revealedNames.set(seat, set);
    }
  // Every seat's view (two to four players, 644-648) and the public one.
  const views: Record<string, RbView> = { public: viewFor(s, "public") };
  for (const p of s.players) views[p.seat] = viewFor(s, p.seat);
  const privateOf = (seat: number) => [
    ...s.players[seat]!.hand,
    // 597.4: once the game is over, facedown cards are revealed to everyone.
    ...(s.winner !== null
      ? []
      : s.battlefields.flatMap((b) => facedownAt(b).filter((f) => obj(s, f).controller === seat))),
  ];
  const knownToAll = (id: string) => {
    const o = obj(s, id);
    return o.zone === "hand" && memory !== undefined && memory.get(id) === o.incarnation - 1;
  };
  const allNames = [...new Set(names.values())];
  // What each viewer is shown, serialised once per viewer (the public view is checked for every seat's cards).
  const seen = new Map<
    string,
    { text: string; prompt: string; strings: Set<string>; own: Set<string>; owned: Set<string> }
  >();
  const shownTo = (who: string) => {
    let v = seen.get(who);
    if (v) return v;
    const viewer = who === "public" ? "public" : Number(who);
    const { log: _log, pending, ...rest } = views[who]!;
    v = {
      text: JSON.stringify(rest),
      prompt: JSON.stringify(pending),
      // Every string (key or value) of the whole view: the JSON contains `"<id>"` exactly when one of them is <id>.
      strings: stringsOf(views[who]),
      own: new Set(viewer === "public" ? [] : privateOf(viewer).map(nameOfId)),
      owned: new Set(
        viewer === "public"
          ? []
          : allObjects(s)
              .filter((o) => o.owner === viewer)
              .map((o) => nameOfId(o.id)),
      ),
    };
    seen.set(who, v);
    return v;
  };
  for (const p of s.players) {
    const privateIds = privateOf(p.seat);
    if (privateIds.length === 0) continue;
    for (const who of ["public", ...s.players.filter((x) => x.seat !== p.seat).map((x) => String(x.seat))]) {
      const viewer = who === "public" ? "public" : Number(who);
      const { text, prompt, strings, own: ownNames, owned: ownedNames } = shownTo(who);
      for (const id of privateIds) {
        const name = nameOfId(id);
        const o = obj(s, id);
        // 600: a revealed card is shown to the players it was revealed to (all of them: to the public too).
        const shown = o.revealedTo ?? [];
        // "You can look at their facedown cards this turn" (Scuttle Crab): that viewer only, never the public.
        const peeks =
          viewer !== "public" &&
          o.zone === "facedown" &&
          (s.history.facedownViews ?? []).some((v) => v.viewer === viewer && v.of === o.controller);
        const revealed =
          peeks || (viewer === "public" ? s.players.every((x) => shown.includes(x.seat)) : shown.includes(viewer));
        if (!revealed && strings.has(id))
          throw new StateInvariantError(
            "privacy",
            `private object ${id} (${name}) of seat ${p.seat} visible to ${who}`,
          );
        // The name is known if a card of that name was revealed to this viewer (two copies: one revealed, one hidden).
        const revealedName = viewer !== "public" && (revealedNames.get(viewer)?.has(name) ?? false);
        const mayKnow =
          publicNames.has(name) ||
          ownNames.has(name) ||
          knownToAll(id) ||
          revealedName ||
          peeks ||
          (viewer !== "public" && shown.includes(viewer));
        if (mayKnow) continue;
        // A naming question lists every card name of the game (CR 1.4 762): it reveals nothing.
        const naming = s.pending?.data?.route === "nameOnPlay" || s.pending?.data?.naming === true;
        if (mentions(allNames, text, name) || (!naming && !ownedNames.has(name) && mentions(allNames, prompt, name)))
          throw new StateInvariantError("privacy", `private card ${name} of seat ${p.seat} visible to ${who}`);
      }
    }
  }
  // The log, once per viewer (public and every seat): a private event's text may appear only as often as events
  // visible to this viewer carry the same text.
  for (const who of ["public", ...s.players.map((x) => String(x.seat))]) checkLog(s, views[who]!.log, who);
  if (memory) for (const o of allObjects(s)) if (PUBLIC_ZONES.has(o.zone)) memory.set(o.id, o.incarnation);
}

/** Every string key and value inside a JSON-like value (a view). */
function stringsOf(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) for (const x of v) stringsOf(x, out);
  else if (v !== null && typeof v === "object")
    for (const k in v) {
      out.add(k);
      const x = (v as Record<string, unknown>)[k];
      if (x !== null && typeof x !== "number" && typeof x !== "boolean") stringsOf(x, out);
    }
  return out;
}

/** 127: the viewer's log shows a private event's text no more often than events visible to it carry it. */
function checkLog(s: RbState, log: readonly string[], who: string): void {
  const viewer = who === "public" ? "public" : Number(who);
  const hidden = new Set<string>();
  for (const e of s.log) {
    const visible = !e.visibleTo || (viewer !== "public" && e.visibleTo.includes(viewer));
    if (!visible && e.card) hidden.add(e.text);
  }
  if (hidden.size === 0) return;
  const shown = new Map<string, number>();
  for (const l of log) if (hidden.has(l)) shown.set(l, (shown.get(l) ?? 0) + 1);
  if (shown.size === 0) return;
  const allowed = new Map<string, number>();
  for (const e of s.log) {
    const visible = !e.visibleTo || (viewer !== "public" && e.visibleTo.includes(viewer));
    if (visible && shown.has(e.text)) allowed.set(e.text, (allowed.get(e.text) ?? 0) + 1);
    if (!visible && e.publicText && shown.has(e.publicText))
      allowed.set(e.publicText, (allowed.get(e.publicText) ?? 0) + 1);
  }
  for (const [t, n] of shown)
    if (n > (allowed.get(t) ?? 0)) throw new StateInvariantError("privacy", `private event "${t}" shown to ${who}`);
}

/**
 * Checks every invariant after each action of one game: zones, the card count of the first state it sees,
 * and privacy with a memory of public cards. Use one per game.
 */
export class InvariantChecker {
  #total = -1;
  readonly #memory: PublicMemory = new Map();

  /** @throws StateInvariantError */
  check(s: RbState): void {
    if (this.#total < 0) this.#total = countCards(s);
    checkZones(s, this.#total);
    checkPrivacy(s, this.#memory);
  }
}

/**
 * Does the text name this card, not counting longer card names of this game that contain it ("Cull" inside
 * "Cull the Weak": SFD-134 and OGN-209). `names`: every card name in the game.
 */
function mentions(names: readonly string[], text: string, name: string): boolean {
  if (!text.includes(name)) return false;
  let rest = text;
  const longer = names.filter((n) => n !== name && n.includes(name));
  for (const n of longer.sort((a, b) => b.length - a.length)) rest = rest.split(n).join("");
  return rest.includes(name);
}
