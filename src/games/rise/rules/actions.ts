/**
 * Rise actions, validated with zod at every boundary (service, bot, scenarios). Object ids are `o<n>`, players
 * `p0`/`p1` where a target may be a player.
 */
import { z } from "zod";

const Id = z.string().regex(/^o\d+$/);
const Target = z.string().regex(/^(o|p)\d+$/);
const Targets = z.array(Target).max(4);

/** The zod schema of an action. */
export const RiseActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("concede") }).strict(),
  z.object({ type: z.literal("reset"), keep: z.boolean() }).strict(),
  z.object({ type: z.literal("resource"), card: Id, faceUp: z.boolean().optional() }).strict(),
  z.object({ type: z.literal("play"), card: Id, targets: Targets.optional() }).strict(),
  z
    .object({
      type: z.literal("payment"),
      card: Id,
      ability: z.number().int().min(0).max(9),
      targets: Targets.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("complete"),
      card: Id,
      ability: z.number().int().min(0).max(9),
      targets: Targets.optional(),
    })
    .strict(),
  z.object({ type: z.literal("declare"), attacker: Id, defender: Id }).strict(),
  z.object({ type: z.literal("fire"), weapon: Id }).strict(),
  /** Declare boarding: `card` boards the vehicle `vehicle` (002 303.2a). */
  z.object({ type: z.literal("board"), card: Id, vehicle: Id }).strict(),
  z.object({ type: z.literal("guard"), guard: Id.nullable() }).strict(),
  z.object({ type: z.literal("armor"), armor: Id.nullable() }).strict(),
  z.object({ type: z.literal("discard"), cards: z.array(Id).max(60) }).strict(),
  z.object({ type: z.literal("trigger"), targets: Targets.nullable() }).strict(),
  z.object({ type: z.literal("conflict"), card: Id }).strict(),
  z.object({ type: z.literal("order"), first: z.number().int().min(0).max(999) }).strict(),
  z.object({ type: z.literal("pay"), pay: z.boolean() }).strict(),
  z.object({ type: z.literal("top"), card: Id }).strict(),
  /** The card a search found, or none (411.3). */
  z.object({ type: z.literal("search"), card: Id.nullable() }).strict(),
]);

/** An action a seat submits (see {@link RiseActionSchema}). */
export type RiseAction = z.infer<typeof RiseActionSchema>;
