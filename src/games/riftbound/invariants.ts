/**
 * State invariants that random play checks after every action (the engine test's soak and `npm run soak`):
 * every card object sits in exactly one zone, no card appears or vanishes (105-109, 177), and no view names a
 * private card of another seat (127, design.md principle 6). They read card data only through the rules'
 * helpers (`nameOf`), never the state's card table. A broken invariant throws {@link StateInvariantError}.
 */
import type { RbState } from "./rules/state.js";
import { nameOf } from "./rules/util.js";
import { type RbView, viewFor } from "./rules/view.js";

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
  for (const o of Object.values(s.objects)) if (!o.token) n++;
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
    if (b.facedown) put(b.facedown, `bf${b.index}.facedown`);
  }
  for (const c of s.chain) if (c.kind === "card") put(c.object, "chain");
  // A spell whose instructions are resolving has left the chain list but not yet reached the trash (543.1.a).
  for (const t of s.tasks)
    if (t.t === "effects" && t.item.kind === "card" && s.objects[t.item.object]?.zone === "chain")
      put(t.item.object, "chain");
  for (const [id, o] of Object.entries(s.objects)) {
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
 * No private card (hand, facedown until the game ends, 597.4) is visible to the public or the other seat (127, design.md principle 6).
 * The structured view never shows a private card's object id, nor names it unless the viewer may see that
 * name anyway (public elsewhere, or a card of the viewer's own hand or facedown zone); the log shows other
 * seats only the public text of private events (a card that was public before — bounced, discarded, returned
 * from the trash — is public knowledge, so the log may name it).
 * @throws StateInvariantError
 */
export function checkPrivacy(s: RbState): void {
  const publicNames = new Set<string>();
  for (const [id, o] of Object.entries(s.objects)) if (PUBLIC_ZONES.has(o.zone)) publicNames.add(nameOf(s, id));
  const views: Record<string, RbView> = { public: viewFor(s, "public"), 0: viewFor(s, 0), 1: viewFor(s, 1) };
  const privateOf = (seat: number) => [
    ...s.players[seat]!.hand,
    // 597.4: once the game is over, facedown cards are revealed to everyone.
    ...(s.winner !== null
      ? []
      : s.battlefields.filter((b) => b.facedown && s.objects[b.facedown]!.controller === seat).map((b) => b.facedown!)),
  ];
  for (const p of s.players) {
    const privateIds = privateOf(p.seat);
    for (const who of ["public", String(1 - p.seat)]) {
      const { log, ...rest } = views[who]!;
      const text = JSON.stringify(rest);
      const whole = JSON.stringify(views[who]);
      // Names the viewer may see anyway: public ones, and those of the viewer's own private cards (both decks
      // may hold the same card).
      const ownNames = new Set(who === "public" ? [] : privateOf(Number(who)).map((id) => nameOf(s, id)));
      for (const id of privateIds) {
        const name = nameOf(s, id);
        if (whole.includes(`"${id}"`))
          throw new StateInvariantError(
            "privacy",
            `private object ${id} (${name}) of seat ${p.seat} visible to ${who}`,
          );
        if (!publicNames.has(name) && !ownNames.has(name) && text.includes(name))
          throw new StateInvariantError("privacy", `private card ${name} of seat ${p.seat} visible to ${who}`);
      }
      const viewer = who === "public" ? "public" : Number(who);
      for (const e of s.log) {
        if (
          e.visibleTo &&
          (viewer === "public" || !e.visibleTo.includes(viewer)) &&
          e.card &&
          log.some((l) => l === e.text)
        )
          throw new StateInvariantError("privacy", `private event "${e.text}" shown to ${who}`);
      }
    }
  }
}

/** Both checks: zones and count against `total`, then privacy. @throws StateInvariantError */
export function checkInvariants(s: RbState, total: number): void {
  checkZones(s, total);
  checkPrivacy(s);
}
