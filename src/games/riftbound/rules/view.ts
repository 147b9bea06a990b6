/**
 * The one projection of the state for everything shown to anyone (design.md principle 6; rules 127-129):
 * decks are secret (counts only), hands and facedown cards private to their owner/controller, everything on
 * the board, trash and banishment public. The pending decision's options go only to the seat that decides.
 */
import { redactLog, type Seat, type Viewer } from "../../../engine/index.js";
import type { RbState } from "./state.js";
import { readOnly, obj, objAt } from "./objects.js";
import { keywords, might } from "./layers.js";
import { nameOf, stat } from "./util.js";

/** A card as a viewer sees it. */
export interface CardView {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly type: string;
  readonly might?: number;
  readonly printedMight?: number;
  readonly damage?: number;
  readonly exhausted?: boolean;
  readonly buffed?: boolean;
  /** Number of buffs when more than one (702.3 exception: Lee Sin, Ascetic). */
  readonly buffs?: number;
  readonly stunned?: boolean;
  /** CR 1.4 441.2: the Empowered status. */
  readonly empowered?: boolean;
  /** CR 1.4 441.1.c.1: how many times it is Empowered, when more than once. */
  readonly empowerCount?: number;
  readonly combatRole?: string;
  readonly keywords?: string[];
  readonly token?: boolean;
  readonly owner: Seat;
  readonly controller: Seat;
}

/** A facedown card seen by someone who may not look at it (128.4); its id is a placeholder so it reveals nothing. */
export interface HiddenCardView {
  readonly id: string;
  readonly hidden: true;
  readonly controller: Seat;
}

/** What one viewer sees of the match. */
export interface RbView {
  readonly viewer: Viewer;
  readonly version: number;
  readonly turn: { player: Seat; number: number; phase: string; state: string };
  readonly players: {
    seat: Seat;
    points: number;
    /** CR 1.4 729.2: XP is public; present only when above 0. */
    xp?: number;
    pool: { energy: number; power: Record<string, number> };
    handCount: number;
    hand?: CardView[];
    mainDeckCount: number;
    runeDeckCount: number;
    runes: CardView[];
    base: CardView[];
    trash: CardView[];
    banishment: CardView[];
    legend: CardView | null;
    champion: CardView | null;
  }[];
  readonly battlefields: {
    index: number;
    card: CardView;
    controller: Seat | null;
    contestedBy: Seat | null;
    units: CardView[];
    facedown: CardView | HiddenCardView | null;
    /** Further facedown cards where more than one may be hidden (Bandle Tree); absent when there are none. */
    extraFacedown?: (CardView | HiddenCardView)[];
  }[];
  readonly chain: { id: string; controller: Seat; kind: string; card: CardView | null; source?: string }[];
  readonly showdown: { bf: number; focus: Seat; combat: { attacker: Seat; defender: Seat } | null } | null;
  readonly pending: {
    seat: Seat;
    kind: string;
    prompt?: string;
    options?: { id: string; label: string }[];
    min?: number;
    max?: number;
    id: string;
  } | null;
  /** Match winner (645: set only once a player has two set points; in a duel, the game's winner). */
  readonly winner: Seat | null;
  /**
   * Mode Match (645) only: the game in progress (1-3) and the set points per seat (two win the match).
   * Absent in a duel.
   */
  readonly match?: { game: number; setPoints: number[] };
  /**
   * Games of three or four players (646-648): the mode, the teams (2v2), the relevant players of the showdown in
   * progress (531), the invitation in progress (531.2) and the seats that left the game (651). Absent in a duel.
   */
  readonly multiplayer?: {
    mode: string;
    teams: Seat[][] | null;
    relevant: Seat[];
    invite: { seat: Seat; by: Seat; accepted: boolean } | null;
    eliminated: Seat[];
  };
  readonly log: string[];
}

function card(s: RbState, id: string): CardView {
  const o = obj(s, id);
  const st = stat(s, id);
  const onBoard = o.zone === "base" || o.zone === "battlefield";
  const isUnit = st.type === "Unit" || (st.type === "Token" && st.might !== null);
  return {
    id,
    name: st.name,
    code: st.code,
    type: st.type,
    owner: o.owner,
    controller: o.controller,
    ...(isUnit ? { might: might(s, id), printedMight: st.might ?? 0 } : {}),
    ...(onBoard || o.zone === "runes" || o.zone === "legend"
      ? {
          exhausted: o.exhausted,
          ...(isUnit
            ? {
                damage: o.damage,
                buffed: o.buffed,
                ...(o.extraBuffs ? { buffs: 1 + o.extraBuffs } : {}),
                stunned: o.stunned,
                keywords: keywords(s, id).map((k) => (k.value > 1 ? `${k.name} ${k.value}` : k.name)),
              }
            : {}),
          ...(o.combatRole ? { combatRole: o.combatRole } : {}),
          ...(o.empowered ? { empowered: true } : {}), // CR 1.4 441.2: a public state
          ...(o.empowerCount ? { empowerCount: o.empowerCount } : {}), // CR 1.4 441.1.c.1
          ...(o.token ? { token: true } : {}),
        }
      : {}),
  };
}

function turnState(s: RbState): string {
  return `${s.showdown ? "showdown" : "neutral"}-${s.chain.length ? "closed" : "open"}`;
}

/** Projects the state for a seat or the public. This is the only way state leaves the engine for display. */
export function viewFor(s: RbState, viewer: Viewer): RbView {
  // A view only reads the state: Might and keywords are computed once per object (objects.ts readOnly).
  return readOnly(s, () => viewOf(s, viewer));
}

function viewOf(s: RbState, viewer: Viewer): RbView {
  const canSee = (seat: Seat) => viewer !== "public" && viewer === seat;
  // 597.4: when the game ends, facedown cards are revealed to everyone.
  return {
    viewer,
    version: s.version,
    turn: { player: s.turnPlayer, number: s.turnNumber, phase: s.phase, state: turnState(s) },
    players: s.players.map((p) => ({
      seat: p.seat,
      points: p.points,
      ...(p.xp ? { xp: p.xp } : {}),
      pool: {
        energy: p.pool.energy,
        power: Object.fromEntries(Object.entries(p.pool.power).filter(([, n]) => (n ?? 0) > 0)) as Record<
          string,
          number
        >,
      },
      handCount: p.hand.length,
      ...(canSee(p.seat) ? { hand: p.hand.map((id) => card(s, id)) } : {}),
      mainDeckCount: p.mainDeck.length,
      runeDeckCount: p.runeDeck.length,
      runes: p.runes.map((id) => card(s, id)),
      base: p.base.map((id) => card(s, id)),
      trash: p.trash.map((id) => card(s, id)),
      banishment: p.banishment.map((id) => card(s, id)),
      legend: p.legend ? card(s, p.legend) : null,
      champion: p.champion ? card(s, p.champion) : null,
    })),
    battlefields: battlefieldViews(s, canSee),
    chain: s.chain.map((c) => ({
      id: c.id,
      controller: c.controller,
      kind: c.kind,
      card: c.kind === "card" ? card(s, c.object) : null,
      ...(c.kind !== "card" && objAt(s, c.object) ? { source: nameOf(s, c.object) } : {}),
    })),
    showdown: s.showdown ? { bf: s.showdown.bf, focus: s.showdown.focus, combat: s.showdown.combat } : null,
    pending: s.pending
      ? canSee(s.pending.seat)
        ? {
            id: s.pending.id,
            seat: s.pending.seat,
            kind: s.pending.kind,
            prompt: s.pending.prompt,
            options: s.pending.options.map((o) => ({ id: o.id, label: o.label })),
            min: s.pending.min,
            max: s.pending.max,
          }
        : { id: s.pending.id, seat: s.pending.seat, kind: s.pending.kind }
      : null,
    winner: s.winner,
    ...(s.match ? { match: { game: s.match.game, setPoints: [...s.match.setPoints] } } : {}),
    ...(s.players.length > 2 ? { multiplayer: multiplayerView(s) } : {}),
    // 127: private events read as their public text (or not at all) for everyone else; engine log.ts.
    log: redactLog(s.log, viewer),
  };
}

/**
 * The battlefields as `canSee` may see them: a facedown card is private to its controller until the game ends
 * (128.4, 597.4).
 */
function battlefieldViews(s: RbState, canSee: (seat: Seat) => boolean): RbView["battlefields"] {
  return s.battlefields.map((b) => ({
    index: b.index,
    card: card(s, b.card),
    controller: b.controller,
    contestedBy: b.contestedBy,
    units: b.units.map((id) => card(s, id)),
    facedown: b.facedown
      ? s.winner !== null || canSee(obj(s, b.facedown).controller)
        ? card(s, b.facedown)
        : { id: `facedown-${b.index}`, hidden: true as const, controller: obj(s, b.facedown).controller }
      : null,
    // 128.4: each further facedown card is private to its controller too, its placeholder id revealing nothing.
    ...(b.extraFacedown?.length
      ? {
          extraFacedown: b.extraFacedown.map((id, i) =>
            s.winner !== null || canSee(obj(s, id).controller)
              ? card(s, id)
              : { id: `facedown-${b.index}-${i + 2}`, hidden: true as const, controller: obj(s, id).controller },
          ),
        }
      : {}),
  }));
}

/**
 * Three and four players (646-648): mode, teams, relevant players (531), the invitation (531.2), who left (649-652).
 */
function multiplayerView(s: RbState): NonNullable<RbView["multiplayer"]> {
  return {
    mode: s.mode,
    teams: s.teams ? s.teams.map((x) => x.slice()) : null,
    relevant: s.showdown ? s.showdown.relevant.slice() : s.players.filter((p) => !p.conceded).map((p) => p.seat),
    invite: s.invite ? { ...s.invite } : null,
    eliminated: s.players.filter((p) => p.conceded).map((p) => p.seat),
  };
}
