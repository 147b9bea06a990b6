/**
 * Per-seat views (CR Public vs Private Information 1-9): the only way state leaves the engine. Main and material
 * decks, hand and memory are private: others see counts; a player sees their own hand, memory and material deck
 * (face-down cards they may look at, 6.1). Lineages, field, graveyard, banishment, intent and the stack are public.
 */
import type { DecisionOption, TableView, Viewer } from "../../../engine/index.js";
import { redactLog } from "../../../engine/log.js";
import { level, life, power } from "./characteristics.js";
import { cardData } from "./catalogue.js";
import { intent } from "./combat.js";
import { type GaState, type Seat, card } from "./state.js";

/** A card as shown: instance id, catalogue id and name. */
export interface CardView {
  readonly id: string;
  readonly card: string;
  readonly name: string;
}

/** An object on the field as shown. */
export interface ObjectView extends CardView {
  readonly rested: boolean;
  readonly power: number | null;
  readonly life: number | null;
  readonly damage: number;
  readonly buff: number;
  readonly durability: number;
  readonly types: readonly string[];
  /** Its loaded cards (public, CR Object-Specific Zones: Loaded Cards); absent when none. */
  readonly loaded?: readonly CardView[];
  /** Distant (CR Game Terms: Distant); absent when not. */
  readonly distant?: true;
}

/** One player's side. Private lists are present only in that player's own view. */
export interface PlayerView {
  readonly champion: (ObjectView & { level: number; lineage: string[] }) | null;
  readonly field: readonly ObjectView[];
  readonly handCount: number;
  readonly memoryCount: number;
  readonly mainDeckCount: number;
  readonly materialDeckCount: number;
  readonly graveyard: readonly CardView[];
  readonly banishment: readonly CardView[];
  /** The player's mastery by name (public, CR Game Mechanics - Mastery 3); absent when none. */
  readonly mastery?: string;
  /** The player's statuses (public, CR Game Mechanics - Statuses 2); absent when none. */
  readonly statuses?: readonly string[];
  readonly hand?: readonly CardView[];
  readonly memory?: readonly CardView[];
  readonly materialDeck?: readonly CardView[];
}

/** What a viewer sees of the game. */
export interface GaView extends TableView {
  readonly turn: number;
  readonly active: Seat;
  readonly phase: string;
  readonly players: readonly [PlayerView, PlayerView];
  readonly stack: readonly {
    id: string;
    kind: string;
    source: CardView;
    controller: Seat;
    targets: string[];
    /** A copy of a card activation (CR Game Mechanics - Copy 2). */
    copy?: true;
  }[];
  readonly combat: {
    attacker: string | null;
    defender: string | null;
    /** A Cleave attack's defending units (CR Keywords: Cleave 1.2). */
    cleave?: string[];
    weapon: string | null;
    intent: CardView[];
  } | null;
  readonly opportunity: Seat | null;
  /** The pending decision: in full for the deciding seat, its kind and seat for everyone else. */
  readonly decision: {
    seat: Seat;
    kind: string;
    prompt?: string;
    options?: readonly DecisionOption[];
    min?: number;
    max?: number;
  } | null;
  readonly winner: Seat | null;
  readonly over: boolean;
}

const PUBLIC_ZONES = new Set(["field", "graveyard", "banishment", "stack", "intent", "lineage"]);

/** `id` when that card is in a public zone now, else null (a card gone to a hidden zone is no longer tracked). */
function publicId(s: GaState, id: string | null): string | null {
  return id !== null && PUBLIC_ZONES.has(card(s, id).zone) ? id : null;
}

function cv(s: GaState, id: string): CardView {
  const c = card(s, id);
  return { id, card: c.card, name: cardData(c.card).name };
}

function ov(s: GaState, id: string): ObjectView {
  const c = card(s, id);
  const d = cardData(c.card);
  return {
    ...cv(s, id),
    rested: c.rested,
    power: power(s, c),
    life: life(s, c),
    damage: c.damage,
    buff: c.buff,
    durability: c.durability,
    types: d.types,
    ...(c.loaded?.length ? { loaded: c.loaded.map((l) => cv(s, l)) } : {}),
    ...(c.distant ? { distant: true as const } : {}),
  };
}

function playerView(s: GaState, seat: Seat, viewer: Viewer): PlayerView {
  const p = s.players[seat];
  const mine = viewer === seat;
  const ch = p.champion
    ? {
        ...ov(s, p.champion),
        level: level(s, seat),
        lineage: card(s, p.champion).lineage.map((id) => cardData(card(s, id).card).name),
      }
    : null;
  return {
    champion: ch,
    field: p.field.filter((id) => id !== p.champion).map((id) => ov(s, id)),
    handCount: p.hand.length,
    memoryCount: p.memory.length,
    mainDeckCount: p.mainDeck.length,
    materialDeckCount: p.materialDeck.length,
    graveyard: p.graveyard.map((id) => cv(s, id)),
    banishment: p.banishment.map((id) => cv(s, id)),
    ...(p.mastery ? { mastery: p.mastery } : {}),
    ...(p.statuses ? { statuses: [...p.statuses] } : {}),
    ...(mine
      ? {
          hand: p.hand.map((id) => cv(s, id)),
          memory: p.memory.map((id) => cv(s, id)),
          materialDeck: p.materialDeck.map((id) => cv(s, id)),
        }
      : {}),
  };
}

/** The view of `viewer` (a seat or the public). */
export function view(s: GaState, viewer: Viewer): GaView {
  const a = s.ask;
  return {
    viewer,
    version: s.version,
    log: redactLog(s.log, viewer),
    turn: s.turn,
    active: s.active,
    phase: s.phase,
    players: [playerView(s, 0, viewer), playerView(s, 1, viewer)],
    stack: s.stack.map((e) => ({
      id: e.id,
      kind: e.kind,
      // An ability whose source went to a hidden zone (Ascension returned it) shows the layer's id, not the card's.
      source: publicId(s, e.source) ? cv(s, e.source) : { ...cv(s, e.source), id: e.id },
      controller: e.controller,
      targets: e.targets.filter((t) => publicId(s, t) !== null),
      ...(e.copy ? { copy: true as const } : {}),
    })),
    combat: s.combat
      ? {
          attacker: publicId(s, s.combat.attacker),
          defender: publicId(s, s.combat.defender),
          ...(s.combat.cleave ? { cleave: s.combat.cleave.flatMap((id) => publicId(s, id) ?? []) } : {}),
          weapon: publicId(s, s.combat.weapon),
          intent: intent(s).map((id) => cv(s, id)),
        }
      : null,
    opportunity: s.opportunity?.seat ?? null,
    decision: a
      ? a.seat === viewer
        ? { seat: a.seat, kind: a.kind, prompt: a.prompt, options: a.options, min: a.min, max: a.max }
        : { seat: a.seat, kind: a.kind }
      : null,
    winner: s.winner,
    over: s.over,
  };
}
