/**
 * Highcard: the smallest game module the table hosts (issue 14; docs/engine.md "A new game" uses it as the worked
 * example). Test-only: it is registered by the tests that use it, never in src/games/index.ts. Two seats are dealt
 * four named cards each from the seeded RNG (a hidden hand); the turn player plays one (one choice per turn) and
 * scores its value; after three turns each, the higher score wins (a tie goes to the second player). The card left
 * in each hand is never shown to the other seat.
 */
import { z } from "zod";
import {
  type GamePresentation,
  type GameRules,
  type PendingDecision,
  type Seat,
  type TableView,
  nextInt,
  type RngState,
  reject,
  redactLog,
  seedRng,
  withAnswerCheck,
} from "../../src/engine/index.js";
import type { GameDefinition } from "../../src/games/index.js";
import type { GameAdapter } from "../../src/services/matches/games.js";

const NAMES = ["Ash", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Gum", "Hazel"];
const TURNS = 6;

/** The state: cards by id (`c0`…`c7`: name and value), each seat's hand and score, the log. */
export interface HcState {
  version: number;
  cards: { name: string; value: number }[];
  hands: [string[], string[]];
  scores: [number, number];
  turn: number;
  winner: Seat | null;
  over: boolean;
  log: { text: string; visibleTo?: Seat[]; publicText?: string }[];
}
const ActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), card: z.string().regex(/^c\d$/) }).strict(),
  z.object({ type: z.literal("concede") }).strict(),
]);
/** An action: play a card from hand, or concede. */
export type HcAction = z.infer<typeof ActionSchema>;
/** A view: everything public, plus the viewer's hand. */
export interface HcView extends TableView {
  scores: [number, number];
  handCounts: [number, number];
  hand?: { id: string; name: string; value: number }[];
  toPlay: Seat | null;
  winner: Seat | null;
}

const seatToPlay = (s: HcState): Seat => s.turn % 2;
const other = (seat: Seat): Seat => 1 - seat;

function create(_config: null, seed: number | string): HcState {
  let rng: RngState = seedRng(seed);
  const cards = NAMES.map((name) => {
    const [next, v] = nextInt(rng, 9);
    rng = next;
    return { name, value: v + 1 };
  });
  const ids = cards.map((_, i) => `c${i}`);
  return {
    version: 0,
    cards,
    hands: [ids.slice(0, 4), ids.slice(4)],
    scores: [0, 0],
    turn: 0,
    winner: null,
    over: false,
    log: [],
  };
}

function pending(s: HcState): PendingDecision<"play"> | null {
  if (s.over) return null;
  const seat = seatToPlay(s);
  const options = s.hands[seat]!.map((id) => ({ id, label: s.cards[Number(id.slice(1))]!.name, object: id }));
  return { id: `t${s.turn}`, seat, kind: "play", prompt: "Play a card.", options, min: 1, max: 1 };
}

function apply(state: HcState, seat: Seat, a: HcAction) {
  if (state.over) return reject("game/over", "The game is over.");
  const s: HcState = structuredClone(state);
  if (a.type === "concede") {
    s.over = true;
    s.winner = other(seat);
    s.log.push({ text: `P${seat + 1} concedes.` });
  } else {
    if (seat !== seatToPlay(s)) return reject("turn/not-yours", "It is not your turn.");
    const card = s.cards[Number(a.card.slice(1))]!;
    s.hands[seat] = s.hands[seat]!.filter((id) => id !== a.card);
    s.scores[seat] = s.scores[seat]! + card.value;
    s.log.push({ text: `P${seat + 1} plays ${card.name} (${card.value}).` });
    s.turn++;
    if (s.turn === TURNS) {
      s.over = true;
      s.winner = s.scores[0] > s.scores[1] ? 0 : 1;
      s.log.push({ text: `P${s.winner + 1} wins ${s.scores.join("-")}.` });
    }
  }
  s.version++;
  return { ok: true as const, state: s, events: [] };
}

function view(s: HcState, viewer: Seat | "public"): HcView {
  const mine = viewer === "public" ? undefined : s.hands[viewer]!;
  return {
    viewer,
    version: s.version,
    log: redactLog(s.log, viewer),
    scores: [...s.scores],
    handCounts: [s.hands[0].length, s.hands[1].length],
    ...(mine ? { hand: mine.map((id) => ({ id, ...s.cards[Number(id.slice(1))]! })) } : {}),
    toPlay: s.over ? null : seatToPlay(s),
    winner: s.winner,
  };
}

/** Highcard's rules: answers (the card played) are checked by the engine against the offered hand. */
export const highcardRules: GameRules<null, HcState, HcAction, never, HcView> = withAnswerCheck({
  id: "highcard",
  create,
  pending,
  legalActions: (s, seat) => [
    ...(pending(s)?.seat === seat ? s.hands[seat]!.map((card) => ({ type: "play" as const, card })) : []),
    ...(s.over ? [] : [{ type: "concede" as const }]),
  ],
  apply,
  view,
  answerOf: (_s, a) => (a.type === "play" ? { picks: [a.card] } : null),
  verify: (s) => (s.hands[0].length + s.hands[1].length + s.turn === 8 ? [] : ["a card vanished"]),
});

/** What the match service needs: no decks to speak of, no stop points, never an auto-pass. */
export const highcardHost: GameAdapter<null, HcState, HcAction, Record<string, never>> = {
  module: highcardRules,
  modes: ["1v1"],
  seats: () => 2,
  parseAction(raw) {
    const r = ActionSchema.safeParse(raw);
    return r.success ? { ok: true, action: r.data } : { ok: false, message: r.error.issues[0]?.message ?? "invalid" };
  },
  parseConfig: () => null,
  parseState: (raw) =>
    z.looseObject({ version: z.number(), cards: z.array(z.unknown()) }).parse(raw) as unknown as HcState,
  version: (s) => s.version,
  winner: (s) => s.winner,
  concede: () => ({ type: "concede" }),
  autoPass: () => null,
  stops: [],
  stopsAt: () => [],
  buildDeck: () => ({ ok: true, deck: {}, warnings: [] }),
  parseDeck: () => ({}),
  makeConfig: () => null,
};

/** A 1×1 PNG: Highcard has no board picture worth drawing. */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/** How the bot shows Highcard: a choice of hand cards per turn, scores on the board, the hand in the DM. */
export const highcardPresentation: GamePresentation<HcState, HcAction, HcView> = {
  title: "Highcard",
  modeName: () => "game",
  prompt(s, seat) {
    const p = pending(s);
    if (!p || p.seat !== seat) return null;
    const items = p.options.map((o) => ({ value: `h.${o.id}`, label: o.label }));
    return {
      content: "Play a card.",
      controls: [
        { kind: "choice", id: "h", placeholder: "Your card", items, min: 1, max: 1 },
        { kind: "button", id: "cc", label: "Concede", style: "danger" },
      ],
    };
  },
  resolve(s, seat, optionId) {
    const action: HcAction | null =
      optionId === "cc"
        ? { type: "concede" }
        : /^h\.c\d$/.test(optionId)
          ? { type: "play", card: optionId.slice(2) }
          : null;
    if (!action) return { kind: "invalid", message: "Unknown option." };
    const r = highcardRules.apply(s, seat, action);
    return r.ok ? { kind: "action", action } : { kind: "invalid", message: r.error.message };
  },
  boardPanel: (v, names, log) => ({
    title: "Highcard",
    description: [`${names[0]} ${v.scores[0]} – ${v.scores[1]} ${names[1]}`, ...log].join("\n"),
    fields: v.handCounts.map((n, seat) => ({ name: names[seat] ?? `P${seat + 1}`, value: `${n} card(s) in hand` })),
  }),
  boardImage: async () => PNG,
  privatePanel: (v) => ({
    title: "Your hand",
    description: (v.hand ?? []).map((c) => `${c.name} (${c.value})`).join("\n"),
  }),
  privateKey: (v) => JSON.stringify(v.hand?.map((c) => c.id) ?? []),
  waitingFor: () => "play a card",
  commands: [],
};

/** Highcard as an installed game, for the tests that host it. */
export const highcard: GameDefinition = { host: highcardHost, presentation: highcardPresentation };
