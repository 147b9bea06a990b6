/**
 * Mode Match (645): best of three games. Between games the game state is reset (645.6): every card goes back to
 * its owner's decks, legend and champion zones, tokens cease to exist, points and pools are cleared, the
 * battlefields used are removed from the match and each player chooses one of their battlefields set aside
 * (645.5). The loser of the previous game chooses who goes first (no rule says; docs/rules-decisions.md).
 */
import { type Seat, shuffle } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import { objectIds, obj, mut } from "./objects.js";
import { emptyHistory } from "./turn.js";
import { boardChanged } from "./board.js";
import { emit, opponent } from "./util.js";
import { queueGameStart, addBattlefield } from "./setup.js";
import { cardData } from "./catalogue.js";
import { ask } from "./decisions.js";

/** 645.6: resets the state after a game that did not decide the match and queues the next game's setup. */
export function startNextGame(s: RbState, out: RbEvent[]): void {
  const m = s.match!;
  const gameWinner = m.gameOver!.winner;
  delete m.gameOver;
  m.game++;
  s.winner = null;
  for (const p of s.players) {
    p.mainDeck = [];
    p.runeDeck = [];
    p.hand = [];
    p.trash = [];
    p.banishment = [];
    p.base = [];
    p.runes = [];
    p.champion = null;
    p.points = 0;
    p.pool = { energy: 0, power: {} };
    p.mulliganDone = false;
    p.extraRuneFirstChannel = false;
    p.hasHadChannelPhase = false;
    delete p.turnsTaken; // CR 1.4 736: each game's turns are counted from its first
    p.conceded = false;
  }
  for (const id of objectIds(s)) returnToDeck(s, id, m.champions ?? []);
  s.battlefields = [];
  s.chain = [];
  s.chainPasses = [];
  s.priority = null;
  s.chainByFocus = false;
  s.chainOpen = false;
  s.showdown = null;
  s.effects = [];
  s.triggerQueue = [];
  s.tasks = [];
  s.pending = null;
  s.history = emptyHistory();
  s.turnNumber = 1;
  s.step = "setup";
  s.phase = "setup";
  boardChanged(); // zone lists were emptied in place
  emit(s, out, {
    kind: "gameStart",
    text: `Game ${m.game} of the match (set points ${m.setPoints.join("-")}).`,
    data: { game: m.game },
  });
  queueGameStart(s, opponent(s, gameWinner));
}

/**
 * 645.6: between games every card goes back to its owner as it was at the start: a new object (563.2.c.4) in the Main
 * Deck, Rune Deck or Champion Zone (the Chosen Champion); tokens cease to exist (177.1); a battlefield used is
 * removed from the match (645.5); legends stay.
 */
function returnToDeck(s: RbState, id: string, champions: readonly (string | null | undefined)[]): void {
  if (obj(s, id).zone === "gone") return;
  const o = mut(s, id);
  if (o.token) {
    o.zone = "gone";
    o.bf = undefined;
    return;
  }
  o.incarnation++;
  o.exhausted = false;
  o.damage = 0;
  o.buffed = false;
  o.extraBuffs = undefined;
  o.stunned = false;
  o.controller = o.owner;
  o.bf = undefined;
  o.combatRole = undefined;
  o.hiddenOnTurn = undefined;
  o.revealedTo = undefined;
  o.uses = undefined;
  if (o.zone === "legend" || o.zone === "removed") return;
  if (o.zone === "battlefieldCard") {
    o.zone = "removed";
    return;
  }
  const p = s.players[o.owner]!;
  if (champions[o.owner] === id) {
    o.zone = "champion";
    p.champion = id;
  } else if (cardData(o.code)?.type === "Rune") {
    o.zone = "runeDeck";
    p.runeDeck.push(id);
  } else {
    o.zone = "mainDeck";
    p.mainDeck.push(id);
  }
}

/** 645.5: the player chooses one of their battlefields set aside (forced when only one is left). */
export function askMatchBattlefield(s: RbState, seat: Seat, out: RbEvent[]): void {
  const p = s.players[seat]!;
  const codes = [...new Set(p.reserveBattlefields)];
  if (codes.length <= 1) {
    s.tasks.pop();
    if (codes.length === 1) chooseMatchBattlefield(s, seat, codes[0]!, out);
    return;
  }
  ask(
    s,
    seat,
    "battlefield",
    "Choose the battlefield you use this game (645.5).",
    codes.map((c) => ({ id: c, label: cardData(c)?.name ?? c })),
    1,
    1,
    { route: "matchBattlefield" },
  );
}

/** Puts the chosen battlefield into play; the others stay set aside for later games (645.5). */
export function chooseMatchBattlefield(s: RbState, seat: Seat, code: string, out: RbEvent[]): void {
  const p = s.players[seat]!;
  const rest = p.reserveBattlefields.slice(); // a new list: copies of the state share it (state.ts)
  rest.splice(rest.indexOf(code), 1);
  p.reserveBattlefields = rest;
  addBattlefield(s, code, seat);
  emit(s, out, { kind: "battlefieldChosen", seat, text: `P${seat + 1} chooses ${cardData(code)?.name ?? code}.` });
}

/** The loser of the previous game chooses who goes first (115.1.a: the mode decides; 645 does not say). */
export function askMatchFirst(s: RbState, seat: Seat): void {
  ask(
    s,
    seat,
    "option",
    "You lost the previous game: choose who goes first.",
    [
      { id: "first", label: "I go first" },
      { id: "second", label: "My opponent goes first" },
    ],
    1,
    1,
    { route: "matchFirst" },
  );
}

/** Applies the first-player choice (115, 645.7: the second player channels one extra rune on their first turn). */
export function setFirstPlayer(s: RbState, first: Seat): void {
  s.firstPlayer = first;
  s.turnPlayer = first;
  delete s.extraTurns; // a new game has a new turn queue (CR 1.4 736)
  delete s.regularTurn;
  for (const p of s.players) p.extraRuneFirstChannel = p.seat !== first;
}

/** 114, 116-117: shuffles both decks, deals four cards each and queues the mulligans. */
export function dealGame(s: RbState): void {
  for (const p of s.players) {
    const [r1, md] = shuffle(s.rng, p.mainDeck);
    const [r2, rd] = shuffle(r1, p.runeDeck);
    s.rng = r2;
    p.mainDeck = md;
    p.runeDeck = rd;
    for (let i = 0; i < 4; i++) {
      const id = p.mainDeck.shift();
      if (!id) break;
      mut(s, id).zone = "hand";
      p.hand.push(id);
    }
  }
  s.step = "awaken";
  s.phase = "awaken";
  if (!s.match?.skipMulligan) {
    s.tasks.push({ t: "mulligan", seat: opponent(s, s.firstPlayer) });
    s.tasks.push({ t: "mulligan", seat: s.firstPlayer });
  }
}
