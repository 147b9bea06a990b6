import { z } from "zod";
import type { GameModule, PendingDecision, Seat, TableView } from "../../src/engine/index.js";
import { reject } from "../../src/engine/index.js";
import type { GameAdapter } from "../../src/services/matches/games.js";

/**
 * A tiny two-player game for the match service tests. On your turn you `add` 1-3 points (optionally `aimed` at the
 * opponent); the opponent then gets a response window: `pass` (the points count, the turn passes) or, with a
 * counter left, `counter` (the points are cancelled). First to `target` points wins. The first player comes from
 * the seed, so replays depend on it.
 */
export interface FakeConfig {
  target: number;
  counters: [number, number];
}
export interface FakeState {
  game: "fake";
  version: number;
  target: number;
  turn: Seat;
  score: [number, number];
  counters: [number, number];
  window: { seat: Seat; n: number; aimed: boolean } | null;
  winner: Seat | null;
  over: boolean;
}
const ActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("add"), n: z.number().int().min(1).max(3), aimed: z.boolean().optional() }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("counter") }).strict(),
  z.object({ type: z.literal("concede") }).strict(),
]);
export type FakeAction = z.infer<typeof ActionSchema>;
const ConfigSchema = z.object({ target: z.number().int().min(1), counters: z.tuple([z.number(), z.number()]) });
const DeckSchema = z.object({ counters: z.number().int().min(0) });
type FakeDeck = z.infer<typeof DeckSchema>;

const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

export const fakeModule: GameModule<FakeConfig, FakeState, FakeAction, string, TableView> = {
  id: "fake",
  create(config, seed) {
    return {
      game: "fake",
      version: 0,
      target: config.target,
      turn: Number(BigInt(seed) % 2n),
      score: [0, 0],
      counters: [...config.counters],
      window: null,
      winner: null,
      over: false,
    };
  },
  pending(s): PendingDecision | null {
    if (s.over) return null;
    if (s.window)
      return {
        id: `w${s.version}`,
        seat: s.window.seat,
        kind: "respond",
        prompt: "Pass or counter",
        options: [],
        min: 0,
        max: 0,
      };
    return { id: `t${s.version}`, seat: s.turn, kind: "turn", prompt: "Add points", options: [], min: 0, max: 0 };
  },
  legalActions(s, seat) {
    if (s.over) return [];
    const p = fakeModule.pending(s)!;
    const out: FakeAction[] = [];
    if (p.seat === seat) {
      if (s.window) {
        out.push({ type: "pass" });
        if (s.counters[seat]! > 0) out.push({ type: "counter" });
      } else for (const n of [1, 2, 3]) out.push({ type: "add", n }, { type: "add", n, aimed: true });
    }
    out.push({ type: "concede" });
    return out;
  },
  apply(state, seat, raw) {
    const parsed = ActionSchema.safeParse(raw);
    if (!parsed.success) return reject("action/malformed", "bad fake action");
    const a = parsed.data;
    if (state.over) return reject("game/over", "The game is over.", "F9");
    const s: FakeState = structuredClone(state);
    if (a.type === "concede") {
      s.over = true;
      s.winner = other(seat);
    } else if (a.type === "add") {
      if (s.window || s.turn !== seat) return reject("turn/not-yours", "It is not your turn to add.", "F1");
      s.window = { seat: other(seat), n: a.n, aimed: a.aimed ?? false };
    } else {
      if (!s.window || s.window.seat !== seat)
        return reject("respond/nothing", "There is nothing to respond to.", "F2");
      if (a.type === "counter") {
        if (s.counters[seat]! <= 0) return reject("respond/no-counter", "No counter left.", "F3");
        s.counters[seat]!--;
      } else {
        s.score[s.turn] = s.score[s.turn]! + s.window.n;
        if (s.score[s.turn]! >= s.target) {
          s.over = true;
          s.winner = s.turn;
        }
      }
      s.window = null;
      s.turn = other(s.turn);
    }
    s.version++;
    return { ok: true, state: s, events: [`${seat}:${a.type}`] };
  },
  view(s, viewer) {
    return {
      viewer,
      version: s.version,
      log: [],
      score: s.score,
      turn: s.turn,
      counters: viewer === "public" ? null : s.counters[viewer],
    };
  },
};

/**
 * The adapter. Deck text: `counters N` (N counters for that seat); a deck containing "bad" is refused with two
 * problems. Target: 10 points (`target N` in seat 0's deck text overrides it).
 */
export function fakeAdapter(): GameAdapter<FakeConfig, FakeState, FakeAction, FakeDeck & { target?: number }> {
  return {
    module: fakeModule,
    modes: ["1v1"],
    seats: () => 2,
    parseAction(raw) {
      const r = ActionSchema.safeParse(raw);
      return r.success ? { ok: true, action: r.data } : { ok: false, message: r.error.issues[0]?.message ?? "invalid" };
    },
    parseConfig: (raw) => ConfigSchema.parse(raw) as FakeConfig,
    parseState: (raw) => z.looseObject({ game: z.literal("fake") }).parse(raw) as unknown as FakeState,
    version: (s) => s.version,
    winner: (s) => s.winner,
    concede: () => ({ type: "concede" }),
    autoPass: (legal) =>
      legal.every((a) => a.type === "pass" || a.type === "concede")
        ? (legal.find((a) => a.type === "pass") ?? null)
        : null,
    passAction: (legal) => legal.find((a) => a.type === "pass") ?? null,
    isPlay: (a) => a.type === "add",
    // A turn is one add and its answer: the key changes with the scores, the counters and the turn.
    turnKey: (s) => `${s.score.join(".")}.${s.counters.join(".")}.${s.turn}`,
    // The same stop points as Riftbound's, so the settings tests read alike; this game has no showdowns.
    stops: [
      { id: "ownTurn", label: "Own turn", default: true },
      { id: "targeted", label: "Aimed at", default: true },
      { id: "showdown", label: "Showdown", default: true },
    ],
    stopsAt: (s, seat) => [
      ...(s.turn === seat ? ["ownTurn"] : []),
      ...(s.window?.seat === seat && s.window.aimed ? ["targeted"] : []),
    ],
    buildDeck(text) {
      if (text.includes("bad"))
        return {
          ok: false,
          problems: [
            { message: "too few cards", rule: "D1" },
            { message: "banned card", rule: "D2" },
          ],
        };
      const counters = Number(/counters (\d+)/.exec(text)?.[1] ?? 0);
      const target = /target (\d+)/.exec(text)?.[1];
      return { ok: true, deck: { counters, ...(target ? { target: Number(target) } : {}) }, warnings: [] };
    },
    parseDeck: (raw) => DeckSchema.extend({ target: z.number().optional() }).parse(raw),
    makeConfig: (decks) => ({
      target: decks[0]?.target ?? 10,
      counters: [decks[0]?.counters ?? 0, decks[1]?.counters ?? 0],
    }),
  };
}
