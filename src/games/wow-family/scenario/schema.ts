/**
 * The scenario vocabulary the WoW family shares (docs/scenarios.md "WoW TCG scenarios", "Rise TCG scenarios";
 * docs/engine.md "The WoW family"): seats, card entries, the step kinds (act, choose, expect, reject, view) and the
 * document around them. Each game adds its own words (WoW's `hero`/`allies`/`strike`, Rise's
 * `commander`/`troops`/`fire`) through the shapes passed in. Strict zod objects: an unknown key fails the scenario.
 */
import { z } from "zod";

/** A seat as scenarios name it. */
export const ScenarioSeat = z.enum(["A", "B"]);

/** The card entry fields both games take (a card by name, a label, exhaustion, damage, a new arrival, face up). */
const entryBase = {
  card: z.string(),
  as: z.string().optional(),
  exhausted: z.boolean().optional(),
  damage: z.number().int().min(0).optional(),
  /** Entered play (WoW: its party, 001 302.2; Rise: deployment fatigue, 002 302.2) this turn. */
  new: z.boolean().optional(),
  /** A resource placed face up (WoW: a quest, 001 410.1b; Rise: a command, 002 414.1b). */
  faceUp: z.boolean().optional(),
};

/** A card entry: a card name, or an object with the shared fields plus the game's own (`extra`). */
export function cardEntrySchema<E extends z.ZodRawShape>(extra: E) {
  return z.union([z.string(), z.object({ ...entryBase, ...extra }).strict()]);
}

/**
 * A seat's `start` position: hand, deck (top first), resources (a number of ready face-down ones, or entries) and
 * whether a resource was placed this turn, plus the game's own zones (`zones`, e.g. WoW's `hero`, Rise's
 * `commander`).
 */
export function playerStartSchema<C extends z.ZodType, Z extends z.ZodRawShape>(entry: C, zones: Z) {
  return z
    .object({
      ...zones,
      hand: z.array(entry).optional(),
      deck: z.array(entry).optional(),
      resources: z.union([z.number().int().min(0), z.array(entry)]).optional(),
      placedResource: z.boolean().optional(),
    })
    .strict();
}

/** The act fields both games take; each game adds its own actions (`extra`). */
export function actSchema<E extends z.ZodRawShape>(extra: E) {
  return z
    .object({
      by: ScenarioSeat,
      play: z.string().optional(),
      resource: z.string().optional(),
      /** With `resource`: place it face up (001 410.1b, 002 414.1b). */
      faceUp: z.boolean().optional(),
      /** Complete a face-up quest or command (CR 7.4 702.2, 002 702). */
      complete: z.string().optional(),
      attack: z.string().optional(),
      defender: z.string().optional(),
      targets: z.array(z.string()).optional(),
      pass: z.literal(true).optional(),
      concede: z.literal(true).optional(),
      ...extra,
    })
    .strict();
}

/** An answer to the pending decision. */
export const ChooseSchema = z
  .object({
    by: ScenarioSeat,
    option: z.union([z.string(), z.boolean()]).optional(),
    cards: z.array(z.string()).optional(),
    targets: z.array(z.string()).optional(),
  })
  .strict();

/** The expectations both games take; each game adds its own (`extra`) and its winner values. */
export function expectSchema<E extends z.ZodRawShape, W extends z.ZodType>(winner: W, extra: E) {
  return z
    .object({
      zone: z.record(z.string(), z.string()).optional(),
      damage: z.record(z.string(), z.number().int()).optional(),
      exhausted: z.record(z.string(), z.boolean()).optional(),
      atk: z.record(z.string(), z.number().int()).optional(),
      winner: winner.optional(),
      turn: ScenarioSeat.optional(),
      step: z.string().optional(),
      window: z.string().optional(),
      chain: z.array(z.string()).optional(),
      pending: z.union([z.literal("none"), z.object({ by: ScenarioSeat, kind: z.string() }).strict()]).optional(),
      count: z.partialRecord(ScenarioSeat, z.record(z.string(), z.number().int().min(0))).optional(),
      log: z.array(z.string()).optional(),
      /** Lines the log must not contain. */
      nolog: z.array(z.string()).optional(),
      ...extra,
    })
    .strict();
}

/** The step kinds: act, choose, expect, reject (must be refused, nothing changes), view (privacy). */
export function stepSchema<A extends z.ZodObject, E extends z.ZodType>(act: A, expect: E) {
  return z.union([
    z.object({ act }).strict(),
    z.object({ choose: ChooseSchema }).strict(),
    z.object({ expect }).strict(),
    z
      .object({
        reject: z
          .object({
            by: ScenarioSeat,
            act: act.omit({ by: true }).optional(),
            choose: ChooseSchema.omit({ by: true }).optional(),
            rule: z.string().optional(),
          })
          .strict(),
      })
      .strict(),
    z
      .object({
        view: z
          .object({
            of: z.union([ScenarioSeat, z.literal("public")]),
            hides: z.array(z.string()).optional(),
            shows: z.array(z.string()).optional(),
          })
          .strict(),
      })
      .strict(),
  ]);
}

/** A scenario document of `game`: a `start` position (the game's `player` shape per seat) or a real `setup`. */
export function scenarioSchema<G extends string, P extends z.ZodType, S extends z.ZodType>(
  game: G,
  player: P,
  step: S,
) {
  return z
    .object({
      name: z.string(),
      rules: z.array(z.string()).default([]),
      examples: z.array(z.string()).optional(),
      game: z.literal(game),
      seed: z.union([z.number(), z.string()]).default(1),
      start: z
        .object({
          turn: ScenarioSeat,
          turnNumber: z.number().int().min(1).optional(),
          players: z.object({ A: player, B: player }).strict(),
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
      steps: z.array(step),
    })
    .strict();
}
