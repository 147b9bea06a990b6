/**
 * The `game: rise` scenario vocabulary (docs/scenarios.md "Rise TCG scenarios"), validated with zod: strict, so an
 * unknown key fails the scenario. Cards are those of the sample set (by id or exact name).
 */
import { z } from "zod";

const Seat = z.enum(["A", "B"]);
const CardEntry = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      as: z.string().optional(),
      exhausted: z.boolean().optional(),
      damage: z.number().int().min(0).optional(),
      /** Entered its party this turn (002 302.2 deployment fatigue). */
      new: z.boolean().optional(),
      /** A command resource placed face up (414.1b). */
      faceUp: z.boolean().optional(),
    })
    .strict(),
]);
const PlayerStart = z
  .object({
    commander: CardEntry,
    hand: z.array(CardEntry).optional(),
    deck: z.array(CardEntry).optional(),
    salvage: z.array(CardEntry).optional(),
    troops: z.array(CardEntry).optional(),
    /** The commander row besides the commander: equipment and ongoing abilities (405.8a). */
    gear: z.array(CardEntry).optional(),
    /** Face-down resources: a number of ready ones, or card entries. */
    resources: z.union([z.number().int().min(0), z.array(CardEntry)]).optional(),
    placedResource: z.boolean().optional(),
  })
  .strict();
const Targets = z.array(z.string()).optional();
const Act = z
  .object({
    by: Seat,
    play: z.string().optional(),
    resource: z.string().optional(),
    faceUp: z.boolean().optional(),
    use: z.string().optional(),
    complete: z.string().optional(),
    /** Which payment ability or reward (1-based among those of the card). */
    ability: z.number().int().min(1).optional(),
    attack: z.string().optional(),
    defender: z.string().optional(),
    fire: z.string().optional(),
    targets: Targets,
    pass: z.literal(true).optional(),
    concede: z.literal(true).optional(),
  })
  .strict();
const Choose = z
  .object({
    by: Seat,
    option: z.union([z.string(), z.boolean()]).optional(),
    cards: z.array(z.string()).optional(),
    targets: z.array(z.string()).optional(),
  })
  .strict();
const Counts = z.record(z.string(), z.number().int().min(0));
const Expect = z
  .object({
    zone: z.record(z.string(), z.string()).optional(),
    damage: z.record(z.string(), z.number().int()).optional(),
    exhausted: z.record(z.string(), z.boolean()).optional(),
    faceDown: z.record(z.string(), z.boolean()).optional(),
    atk: z.record(z.string(), z.number().int()).optional(),
    health: z.record(z.string(), z.number().int()).optional(),
    winner: z.union([Seat, z.literal("none"), z.literal("draw")]).optional(),
    turn: Seat.optional(),
    step: z.string().optional(),
    window: z.string().optional(),
    chain: z.array(z.string()).optional(),
    pending: z.union([z.literal("none"), z.object({ by: Seat, kind: z.string() }).strict()]).optional(),
    count: z.partialRecord(Seat, Counts).optional(),
    log: z.array(z.string()).optional(),
    nolog: z.array(z.string()).optional(),
  })
  .strict();
const Step = z.union([
  z.object({ act: Act }).strict(),
  z.object({ choose: Choose }).strict(),
  z.object({ expect: Expect }).strict(),
  z
    .object({
      reject: z
        .object({
          by: Seat,
          act: Act.omit({ by: true }).optional(),
          choose: Choose.omit({ by: true }).optional(),
          rule: z.string().optional(),
        })
        .strict(),
    })
    .strict(),
  z
    .object({
      view: z
        .object({
          of: z.union([Seat, z.literal("public")]),
          hides: z.array(z.string()).optional(),
          shows: z.array(z.string()).optional(),
        })
        .strict(),
    })
    .strict(),
]);

/** A Rise scenario document. */
export const RiseScenarioSchema = z
  .object({
    name: z.string(),
    rules: z.array(z.string()).default([]),
    examples: z.array(z.string()).optional(),
    game: z.literal("rise"),
    seed: z.union([z.number(), z.string()]).default(1),
    start: z
      .object({
        turn: Seat,
        turnNumber: z.number().int().min(1).optional(),
        players: z.object({ A: PlayerStart, B: PlayerStart }).strict(),
      })
      .strict()
      .optional(),
    setup: z
      .object({
        players: z
          .object({ A: z.object({ deck: z.string() }).strict(), B: z.object({ deck: z.string() }).strict() })
          .strict(),
      })
      .strict()
      .optional(),
    steps: z.array(Step),
  })
  .strict();

/** A parsed scenario. */
export type RiseScenario = z.infer<typeof RiseScenarioSchema>;
/** One step. */
export type RiseStep = z.infer<typeof Step>;
/** An act step. */
export type RiseAct = z.infer<typeof Act>;
/** A card entry. */
export type RiseCardEntry = z.infer<typeof CardEntry>;
