/**
 * Removing a player from a game that goes on (651.2-652, modes of three or four players): their spells and
 * abilities are countered, their permanents and runes banished, their cards removed from the game, their
 * battlefield replaced by a token battlefield without abilities, and turn, Focus and priority move on.
 */
import type { Seat } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import { emit } from "./util.js";
import { allObjects, mut, obj } from "./objects.js";
import { boardChanged } from "./board.js";
import { place, newObject } from "./zones.js";
import { nextRelevant, resolveTop } from "./chains.js";
import { endShowdown } from "./showdowns.js";

/** The code of the token battlefield that replaces a removed player's battlefield (652.2.a; setup.ts registers it). */
const TOKEN_BATTLEFIELD_CODE = "TOKEN-BATTLEFIELD";

const BOARD = new Set(["base", "battlefield", "facedown", "runes"]);

/** 652: removes `seat` (already marked conceded) and lets the game continue (652.5). */
export function removePlayer(s: RbState, seat: Seat, out: RbEvent[]): void {
  emit(s, out, { kind: "removed", seat, text: `P${seat + 1} leaves the game; the game goes on (652).` });
  if (s.invite && (s.invite.seat === seat || s.invite.by === seat)) delete s.invite;
  // 652.4: their spells and abilities are countered.
  for (const item of s.chain.filter((i) => i.controller === seat))
    if (item.kind === "card" && obj(s, item.object).zone === "chain" && obj(s, item.object).owner !== seat)
      place(s, item.object, { zone: "trash" });
  s.chain = s.chain.filter((i) => i.controller !== seat);
  s.triggerQueue = s.triggerQueue.filter((t) => t.controller !== seat);
  s.tasks = s.tasks.filter(
    (t) =>
      !(
        (t.t === "mulligan" && t.seat === seat) ||
        (t.t === "burnOutPoint" && t.seat === seat) ||
        (t.t === "effects" && t.item.controller === seat) ||
        (t.t === "replaceDeath" && t.controller === seat)
      ),
  );
  if (s.pending?.seat === seat) s.pending = null;
  // 652.1: permanents and runes they control or own are banished; 652.3: every card they own leaves the game.
  for (const o of allObjects(s))
    if (BOARD.has(o.zone) && (o.controller === seat || o.owner === seat)) place(s, o.id, { zone: "banishment" });
  const p = s.players[seat]!;
  for (const o of allObjects(s)) {
    if (o.owner !== seat || o.zone === "gone" || o.zone === "removed" || o.zone === "battlefieldCard") continue;
    if (o.zone === "legend") {
      p.legend = null;
      boardChanged(); // 569.1: the legend's abilities are no longer active (the board index is rebuilt)
      mut(s, o.id).zone = "removed";
    } else place(s, o.id, { zone: "removed" });
  }
  // 652.2: their battlefield leaves; a token battlefield without abilities takes its place (652.2.a). Units and
  // facedown cards there stay (652.2.b); its continuous effects stop at once (652.2.c: they are the card's).
  s.battlefields.forEach((b, i) => {
    if (obj(s, b.card).owner !== seat) return;
    mut(s, b.card).zone = "removed";
    const token = newObject(s, TOKEN_BATTLEFIELD_CODE, seat, true);
    mut(s, token).zone = "battlefieldCard";
    s.battlefields[i] = { ...b, card: token };
  });
  continueWithout(s, seat, out);
}

/** 652.5: the turn, Focus and priority pass on from a removed player. */
function continueWithout(s: RbState, seat: Seat, out: RbEvent[]): void {
  s.chainPasses = s.chainPasses.filter((x) => x !== seat);
  const sd = s.showdown;
  if (sd) {
    sd.relevant = sd.relevant.filter((x) => x !== seat);
    sd.passes = sd.passes.filter((x) => x !== seat);
    if (sd.focus === seat) sd.focus = nextRelevant(s, seat); // 652.5.b.1
  }
  if (s.priority === seat) s.priority = s.chain.length ? nextRelevant(s, seat) : null; // 652.5.c.1
  if (s.turnPlayer === seat && s.step !== "awaken") {
    // 652.5.a.1: the removed player's turn ends; the next available player in turn order takes theirs.
    for (const item of s.chain)
      if (item.kind === "card" && obj(s, item.object).zone === "chain") place(s, item.object, { zone: "trash" });
    s.chain = [];
    s.chainPasses = [];
    s.priority = null;
    s.chainOpen = false;
    s.showdown = null;
    s.tasks = s.tasks.filter((t) => t.t === "mulligan");
    s.triggerQueue = [];
    s.pending = null;
    s.step = "expiration";
    return;
  }
  if (s.turnPlayer === seat) {
    // Removed before their first turn began: the next player in turn order goes first.
    s.turnPlayer = nextRelevant(s, seat);
    return;
  }
  const relevant = sd ? sd.relevant : s.players.filter((x) => !x.conceded).map((x) => x.seat);
  if (s.chain.length > 0 && relevant.every((x) => s.chainPasses.includes(x))) {
    s.pending = null;
    resolveTop(s, out); // 652.5.c.2
  } else if (sd && s.chain.length === 0 && relevant.every((x) => sd.passes.includes(x))) {
    s.pending = null;
    endShowdown(s, out); // 652.5.b.3
  } else if (sd && sd.relevant.length === 0) {
    s.pending = null;
    endShowdown(s, out); // 652.5.b.2
  }
}
