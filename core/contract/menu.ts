/**
 * The week menu's half of the contract (issue 28): a signed-in user's menu, read whole and
 * replaced whole (`GET` / `PUT /api/v1/menu`, through the proxy). A menu is small (at most
 * MENU_LIMIT days) and every change (a day added, moved, removed, its servings) is a new order
 * of the same list, so one replacing call keeps client and server simple and never half-applied.
 */
import { z } from '../zod';
import { MENU_LIMIT, MENU_MAX_SERVINGS, MENU_MIN_SERVINGS } from '../kitchen/menu';

const servingsMessage = `must be a whole number from ${MENU_MIN_SERVINGS} to ${MENU_MAX_SERVINGS}`;

export const menuEntrySchema = z.object(
  {
    recipeId: z
      .number({ error: 'must be a recipe id' })
      .int('must be a recipe id')
      .positive('must be a recipe id')
      .max(2_147_483_647, 'must be a recipe id'),
    servings: z
      .number({ error: servingsMessage })
      .int(servingsMessage)
      .min(MENU_MIN_SERVINGS, servingsMessage)
      .max(MENU_MAX_SERVINGS, servingsMessage),
  },
  { error: 'must be a recipe id with its servings' },
);

const entriesMessage = `must list at most ${MENU_LIMIT} recipes`;

/** `PUT /api/v1/menu`: the whole menu, first day first; a recipe at most once. */
export const menuBody = z.object({
  entries: z
    .array(menuEntrySchema, { error: entriesMessage })
    .max(MENU_LIMIT, entriesMessage)
    .refine(
      (entries) => new Set(entries.map((e) => e.recipeId)).size === entries.length,
      'must not list a recipe twice',
    ),
});
export type MenuBody = z.input<typeof menuBody>;

export const menuQuery = z.object({}).strict();

/**
 * The user's menu, first day first. Only recipes that are still public: `PUT` leaves out one
 * that is not (it may have been unpublished since it was added), and `GET` does not list it.
 */
export const menuResponse = z.object({
  data: z.object({ entries: z.array(menuEntrySchema) }),
});
export type Menu = z.infer<typeof menuResponse>['data'];
