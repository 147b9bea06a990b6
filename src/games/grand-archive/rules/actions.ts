/**
 * Grand Archive player actions (CR Timing and Permissions: player actions while holding Opportunity; decisions),
 * validated at the boundary with zod. `apply` trusts the type.
 */
import { z } from "zod";

const id = z.string().regex(/^c\d{1,4}$/);

/** Every action a seat may submit. */
export const GaActionSchema = z.discriminatedUnion("type", [
  /** Pass Opportunity (CR Timing: Opportunity 3). */
  z.object({ type: z.literal("pass") }).strict(),
  /** Activate a card from hand, with its targets and the object paying an additional cost (CR Card Activation). */
  z
    .object({
      type: z.literal("activate"),
      card: id,
      targets: z.array(id).max(8).optional(),
      costObject: id.optional(),
      /** Pay the card's optional additional reserve cost (CR Card Activation 1.3.2; Crux Sight). */
      extra: z.literal(true).optional(),
      /** Brew: the objects sacrificed rather than paying the reserve cost (CR Keywords: Brew 2). */
      brew: z.array(id).max(8).optional(),
    })
    .strict(),
  /** Activate ability `ability` (index in its card file) of an object you control (CR Activated Abilities). */
  z.object({ type: z.literal("ability"), object: id, ability: z.number().int().min(0).max(20) }).strict(),
  /** Declare an attack with an ally or champion, optionally wielding a weapon (CR Attack Declaration). */
  z.object({ type: z.literal("attack"), attacker: id, target: id, weapon: id.optional() }).strict(),
  /** Answer the pending decision with the options picked. */
  z
    .object({ type: z.literal("answer"), picks: z.array(z.string().max(40)).max(60), decision: z.string().optional() })
    .strict(),
  /** Remove 3 enlighten counters from your champion to draw a card (CR Counters: Enlighten 1). */
  z.object({ type: z.literal("enlighten") }).strict(),
  /** Concede (CR Ending the Game 5; Concession). */
  z.object({ type: z.literal("concede") }).strict(),
]);

/** A Grand Archive action. */
export type GaAction = z.infer<typeof GaActionSchema>;
