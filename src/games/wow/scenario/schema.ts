/**
 * The `game: wow` scenario vocabulary (docs/scenarios.md "WoW TCG scenarios"), validated with zod: strict, so an
 * unknown key fails the scenario.
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
      flipped: z.boolean().optional(),
      /** Entered play this turn (001 302.2). */
      new: z.boolean().optional(),
      /** A resource placed face up (a quest, 001 410.1b). */
      faceUp: z.boolean().optional(),
    })
    .strict(),
]);
const PlayerStart = z
  .object({
    hero: CardEntry,
    hand: z.array(CardEntry).optional(),
    deck: z.array(CardEntry).optional(),
    graveyard: z.array(CardEntry).optional(),
    allies: z.array(CardEntry).optional(),
    equipment: z.array(CardEntry).optional(),
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
    /** With `resource`: place the quest face up (001 410.1b). */
    faceUp: z.boolean().optional(),
    /** Complete a face-up quest (CR 7.4 702.2). */
    complete: z.string().optional(),
    activate: z.string().optional(),
    power: z.number().int().min(1).optional(),
    /** With `activate`: the value chosen for X (CR 7.4 707.1b). */
    x: z.number().int().min(0).optional(),
    /** With `activate` or `complete`: the cards chosen to pay a cost (402.1). */
    pay: z.array(z.string()).optional(),
    /** With `complete`: the modes of a "choose one" reward, counted from 1 (CR 7.4 707.1c). */
    modes: z.array(z.number().int().min(1)).optional(),
    attack: z.string().optional(),
    defender: z.string().optional(),
    strike: z.string().optional(),
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
    flipped: z.record(z.string(), z.boolean()).optional(),
    atk: z.record(z.string(), z.number().int()).optional(),
    winner: z.union([Seat, z.literal("none")]).optional(),
    turn: Seat.optional(),
    step: z.string().optional(),
    window: z.string().optional(),
    chain: z.array(z.string()).optional(),
    pending: z.union([z.literal("none"), z.object({ by: Seat, kind: z.string() }).strict()]).optional(),
    count: z.partialRecord(Seat, Counts).optional(),
    log: z.array(z.string()).optional(),
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

/** A WoW scenario document. */
export const WowScenarioSchema = z
  .object({
    name: z.string(),
    rules: z.array(z.string()).default([]),
    examples: z.array(z.string()).optional(),
    game: z.literal("wow"),
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

export type WowScenario = z.infer<typeof WowScenarioSchema>;
export type WowStep = z.infer<typeof Step>;
export type WowAct = z.infer<typeof Act>;
export type WowCardEntry = z.infer<typeof CardEntry>;
