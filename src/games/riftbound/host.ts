import { z } from "zod";
import type { Seat } from "../../engine/index.js";
import type { GameAdapter } from "../../services/matches/games.js";
import { actionParser } from "../../services/matches/games.js";
import type { StopPoint } from "../../services/matches/stop-settings.js";
import { type CardSource, defaultCardSource } from "./data/card-source.js";
import { buildDeck, matchConfig } from "./match-config.js";
import { DEFAULT_FORMAT, FORMAT_IDS } from "./decks/formats.js";
import { type DeckProblem, deckProblem } from "./decks/resolve.js";
import type { DeckIssue } from "../../services/matches/errors.js";

/** The formats challenges may name, the default (`casual`, docs/formats.md) first. */
const FORMAT_IDS_DEFAULT_FIRST = [DEFAULT_FORMAT, ...FORMAT_IDS.filter((f) => f !== DEFAULT_FORMAT)];
import { riftboundRules } from "./module.js";
import { objAt, objIndex, shaped } from "./rules/objects.js";
import { type RbAction, RbActionSchema } from "./rules/actions.js";
import { type RbConfig, RbConfigSchema, type RbDeck, RbDeckSchema } from "./rules/setup.js";
import type { RbObject, RbState } from "./rules/state.js";

/** Options of {@link riftboundAdapter}. */
export interface RiftboundAdapterOptions {
  /** Card data (default: the committed file, loaded once per process). */
  source?: CardSource;
  /** Refuse decks with cards the engine does not implement yet (default true; tests pass false). */
  requireSupported?: boolean;
}

/** Minimal shape check of a stored snapshot; the full state is the engine's own JSON (written by this service). */
const SnapshotSchema = z.looseObject({
  game: z.literal("riftbound"),
  version: z.number().int().min(0),
  players: z.array(z.unknown()),
  winner: z.number().int().nullable(),
});

/**
 * A stored snapshot as the engine keeps its state in memory: every object in its one shape (objects.ts `shaped`).
 * Snapshots written before the engine kept card data in its catalogue and objects in an array (issue "Engine speed")
 * carry `cards` and an `objects` record keyed by id: drop the first, turn the second into the array.
 */
function upgradeSnapshot(s: Record<string, unknown>): Record<string, unknown> {
  const { cards: _cards, ...rest } = s;
  const objects = rest.objects;
  if (objects && typeof objects === "object" && !Array.isArray(objects)) {
    const arr: unknown[] = [null];
    for (const [id, o] of Object.entries(objects as Record<string, unknown>)) {
      const i = objIndex(id);
      while (arr.length <= i) arr.push(null);
      arr[i] = o;
    }
    rest.objects = arr;
  }
  // Every object in the one shape the engine keeps (objects.ts `shaped`): a parsed object has only its JSON's keys.
  if (Array.isArray(rest.objects))
    rest.objects = (rest.objects as (RbObject | null)[]).map((o) => (o ? shaped(o) : null));
  const history = rest.history as Record<string, unknown> | undefined;
  if (history) {
    // Per-card counters the event record replaced (deaths, moves) are dropped; the record starts empty.
    const { deaths: _d, moves: _m, ...h } = history;
    rest.history = { ...h, events: Array.isArray(h.events) ? h.events : [] };
  }
  return rest;
}

/**
 * Riftbound's stop points (docs/matches.md "Auto-pass and stops"): the player's own turn, an opponent's chain item
 * targeting something they control, and showdowns (548); all off by default (issue 15: no prompt that offers only
 * passing unless the player's stops ask for it).
 */
export const RIFTBOUND_STOPS: readonly StopPoint[] = [
  { id: "ownTurn", label: "During your own turn", default: false, short: "Stop in my turn" },
  {
    id: "targeted",
    label: "When an opponent's spell or ability targets something you control",
    default: false,
    short: "Stop when I'm targeted",
  },
  { id: "showdown", label: "During showdowns", default: false, short: "Stop in showdowns" },
];

/** Answers that are no choice when nothing else is legal (see `autoPass`). */
const PASS_LIKE: ReadonlySet<RbAction["type"]> = new Set(["pass", "endTurn", "rune", "concede"]);

/** The modes of three or four players (646 FFA3, 647 FFA4, 648 2v2), named as the engine names them. */
export const MULTIPLAYER_MODES = ["ffa3", "ffa4", "2v2"] as const;

/** True when `id` names an object `seat` controls. */
/** A deck problem as the service carries it: plain words, rule, code, and its text key and params (issue 15). */
function issue(p: DeckProblem): DeckIssue {
  return { message: p.message, rule: p.rule, code: p.code, key: p.key, params: p.params };
}

function controls(s: RbState, id: string, seat: Seat): boolean {
  return objAt(s, id)?.controller === seat;
}

/**
 * The Riftbound adapter: mode `1v1` = Duel (rule 644, one game), mode `match` = Match (rule 645, best of three:
 * the engine plays the games, `state.winner` is the match winner, `progress` the set points). Decks go through match-config's `buildDeck`, which refuses
 * unsupported cards by default; the config carries the printed data, so replays never depend on the card file.
 */
export function riftboundAdapter(
  options: RiftboundAdapterOptions = {},
): GameAdapter<RbConfig, RbState, RbAction, RbDeck> {
  let source = options.source;
  const cards = () => {
    source ??= defaultCardSource();
    return source;
  };
  return {
    module: riftboundRules,
    modes: ["1v1", "match", ...MULTIPLAYER_MODES],
    // 644.1-648.1: two seats; three in FFA3; four in FFA4 and 2v2 (teams seats 0+2 and 1+3, docs/multiplayer.md).
    seats: (mode) => (mode === "ffa3" ? 3 : mode === "ffa4" || mode === "2v2" ? 4 : 2),
    parseAction: actionParser(RbActionSchema),
    parseConfig: (raw) => RbConfigSchema.parse(raw) as RbConfig,
    parseState: (raw) => upgradeSnapshot(SnapshotSchema.parse(raw)) as unknown as RbState,
    version: (s) => s.version,
    winner: (s) => s.winner,
    concede: () => ({ type: "concede" }),
    autoPass(legal) {
      // 540.4.b / 553.4.a: passing priority or focus; 516.6 ending the turn when nothing else is possible. Rune
      // uses (157.2: exhaust or recycle to add resources) only fill the pool, which empties unused (517.2.c) when
      // nothing can spend it; concede is always legal and does not count as a choice.
      if (!legal.every((a) => PASS_LIKE.has(a.type))) return null;
      return legal.find((a) => a.type === "pass") ?? legal.find((a) => a.type === "endTurn") ?? null;
    },
    passAction: (legal, endTurn) =>
      legal.find((a) => a.type === "pass") ?? (endTurn ? legal.find((a) => a.type === "endTurn") : undefined) ?? null,
    // 555 / 540.2: playing a card or activating an ability.
    isPlay: (a) => a.type === "play" || a.type === "activate",
    turnKey: (s) => `${s.match?.game ?? 1}.${s.turnNumber}`,
    stops: RIFTBOUND_STOPS,
    stopsAt(s, seat) {
      const targeted = s.chain.some(
        (item) =>
          item.controller !== seat &&
          Object.values(item.targets).some((refs) => refs.some((r) => controls(s, r.id, seat))),
      );
      return [
        ...(s.turnPlayer === seat ? ["ownTurn"] : []),
        ...(targeted ? ["targeted"] : []),
        ...(s.showdown !== null ? ["showdown"] : []),
      ];
    },
    formats: FORMAT_IDS_DEFAULT_FIRST,
    buildDeck(text, opts = {}) {
      const format = FORMAT_IDS.find((f) => f === (opts.format ?? DEFAULT_FORMAT));
      if (!format)
        return {
          ok: false,
          problems: [
            {
              ...issue(
                deckProblem("601", "format-alternative", "format-unknown", {
                  format: String(opts.format),
                  formats: FORMAT_IDS.join(", "),
                }),
              ),
              code: "format",
            },
          ],
        };
      const r = buildDeck(text, cards(), { requireSupported: options.requireSupported ?? true, format });
      if (!r.ok) return { ok: false, problems: r.problems.map(issue) };
      return { ok: true, deck: r.deck, warnings: r.warnings.map(issue) };
    },
    parseDeck: (raw) => RbDeckSchema.parse(raw),
    makeConfig(decks, mode) {
      if ((MULTIPLAYER_MODES as readonly string[]).includes(mode)) {
        const want = mode === "ffa3" ? 3 : 4;
        if (decks.length !== want) throw new Error(`riftbound: ${mode} needs exactly ${want} decks`);
        return matchConfig(decks, cards(), { mode: mode as (typeof MULTIPLAYER_MODES)[number] });
      }
      const [a, b] = decks;
      if (!a || !b || decks.length !== 2) throw new Error("riftbound: a duel needs exactly two decks");
      return matchConfig([a, b], cards(), mode === "match" ? { mode: "match" } : {});
    },
    progress: (s) => (s.match ? { game: s.match.game, setPoints: [...s.match.setPoints] } : null),
    score: (s) => s.players.map((p) => p.points),
  };
}
