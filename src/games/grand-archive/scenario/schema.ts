/**
 * The `game: grand-archive` scenario vocabulary (docs/scenarios.md "Grand Archive"), in the spirit of
 * shared/scenario-format.md: strict zod schemas, so an unknown key fails the scenario.
 */
import { z } from "zod";

/** A card under another (a lineage, loaded cards): a name, or a name with a label. */
const innerEntry = z.union([z.string(), z.object({ card: z.string(), as: z.string().optional() }).strict()]);

const cardEntry = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      as: z.string().optional(),
      rested: z.boolean().optional(),
      damage: z.number().int().min(0).optional(),
      buff: z.number().int().min(0).optional(),
      durability: z.number().int().min(0).optional(),
      enlighten: z.number().int().min(0).optional(),
      lineage: z.array(innerEntry).optional(),
      /** Distant (CR Game Terms: Distant). */
      distant: z.boolean().optional(),
      /** Cards loaded into this object (CR Object-Specific Zones: Loaded Cards). */
      loaded: z.array(innerEntry).optional(),
      /** A card in a material deck preserved (CR Keywords: Preserve 1-3). */
      preserved: z.literal(true).optional(),
    })
    .strict(),
]);
/** A card in a `start` zone: a name, or an entry with a label and object state. */
export type CardEntry = z.infer<typeof cardEntry>;

const playerStart = z
  .object({
    champion: cardEntry.optional(),
    hand: z.array(cardEntry).optional(),
    memory: z.array(cardEntry).optional(),
    mainDeck: z.array(cardEntry).optional(),
    materialDeck: z.array(cardEntry).optional(),
    graveyard: z.array(cardEntry).optional(),
    banishment: z.array(cardEntry).optional(),
    field: z.array(cardEntry).optional(),
    /** The player's mastery by name (CR Game Mechanics - Mastery; no card with stats grants one). */
    mastery: z.string().optional(),
    /** The player's statuses by name (CR Game Mechanics - Statuses; no card with stats grants one). */
    statuses: z.array(z.string()).optional(),
  })
  .strict();
/** One player's zones at the start. */
export type PlayerStart = z.infer<typeof playerStart>;

const seat = z.enum(["A", "B"]);
const act = z
  .object({
    by: seat,
    activate: z.string().optional(),
    targets: z.array(z.string()).optional(),
    costObject: z.string().optional(),
    extra: z.literal(true).optional(),
    /** Brew: the objects sacrificed rather than paying the reserve cost (CR Keywords: Brew 2). */
    brew: z.array(z.string()).optional(),
    ability: z.string().optional(),
    index: z.number().int().min(1).optional(),
    attack: z.string().optional(),
    target: z.string().optional(),
    weapon: z.string().optional(),
    pass: z.literal(true).optional(),
    concede: z.literal(true).optional(),
    enlighten: z.literal(true).optional(),
  })
  .strict();
const choose = z.object({ by: seat, option: z.string().optional(), cards: z.array(z.string()).optional() }).strict();
const counts = z.record(z.string(), z.number().int());
const expectStep = z
  .object({
    zone: z.record(z.string(), z.string()).optional(),
    damage: z.record(z.string(), z.number()).optional(),
    power: z.record(z.string(), z.number()).optional(),
    life: z.record(z.string(), z.number()).optional(),
    rested: z.record(z.string(), z.boolean()).optional(),
    durability: z.record(z.string(), z.number()).optional(),
    buff: z.record(z.string(), z.number()).optional(),
    enlighten: z.record(z.string(), z.number()).optional(),
    level: z.partialRecord(seat, z.number()).optional(),
    count: z.partialRecord(seat, counts).optional(),
    /** Tokens on a seat's field, by token name (CR Game Terms: Summon). */
    tokens: z.partialRecord(seat, counts).optional(),
    turn: seat.optional(),
    phase: z.string().optional(),
    winner: z.enum(["A", "B", "none", "draw"]).optional(),
    stack: z.array(z.string()).optional(),
    pending: z.union([z.literal("none"), z.object({ by: seat, kind: z.string() }).strict()]).optional(),
    champion: z.partialRecord(seat, z.string()).optional(),
    /** Distant or not, per label. */
    distant: z.record(z.string(), z.boolean()).optional(),
    /** Names of the cards loaded into a labelled object, in loading order. */
    loaded: z.record(z.string(), z.array(z.string())).optional(),
    /** Names of a seat's champion's inner lineage, bottom first. */
    lineage: z.partialRecord(seat, z.array(z.string())).optional(),
    /** A seat's mastery by name, or "none". */
    mastery: z.partialRecord(seat, z.string()).optional(),
    /** A seat's statuses by name, in the order gained. */
    statuses: z.partialRecord(seat, z.array(z.string())).optional(),
    /** The name a labelled card or object has now (a copy has the copied card's; CR Game Mechanics - Copy). */
    name: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/** One step. */
export const StepSchema = z.union([
  z.object({ act }).strict(),
  z.object({ choose }).strict(),
  z.object({ expect: expectStep }).strict(),
  z
    .object({
      reject: z
        .object({
          by: seat,
          act: act.omit({ by: true }).optional(),
          choose: choose.omit({ by: true }).optional(),
          rule: z.string().optional(),
        })
        .strict(),
    })
    .strict(),
  z
    .object({
      view: z
        .object({
          of: z.enum(["A", "B", "public"]),
          hides: z.array(z.string()).optional(),
          shows: z.array(z.string()).optional(),
        })
        .strict(),
    })
    .strict(),
]);
/** One step of a scenario. */
export type Step = z.infer<typeof StepSchema>;

/** A whole scenario. */
export const ScenarioSchema = z
  .object({
    name: z.string(),
    rules: z.array(z.string()).optional(),
    game: z.literal("grand-archive"),
    seed: z.union([z.number(), z.string()]).optional(),
    start: z
      .object({
        turn: seat,
        phase: z.enum(["wakeUp", "materialize", "recollection", "draw", "main", "end"]),
        turnNumber: z.number().int().min(1).optional(),
        players: z.object({ A: playerStart, B: playerStart }).strict(),
      })
      .strict()
      .optional(),
    setup: z
      .object({
        players: z
          .object({ A: z.object({ deck: z.string() }).strict(), B: z.object({ deck: z.string() }).strict() })
          .strict(),
        firstPlayer: seat.optional(),
      })
      .strict()
      .optional(),
    steps: z.array(StepSchema),
  })
  .strict();
/** A Grand Archive scenario. */
export type GaScenario = z.infer<typeof ScenarioSchema>;
