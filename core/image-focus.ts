/**
 * The point of a picture that crops keep in view, and pages show when they cut it with
 * `object-fit: cover`: x and y in whole percent of its width and height, from the top left. Apart
 * from the crop geometry (image-crops.ts) so that recipe cards, in every list's JavaScript, carry
 * this much and no more.
 */
export type Focus = { x: number; y: number };
export const CENTRE: Focus = { x: 50, y: 50 };

export const isCentre = (focus: Focus | null | undefined) =>
  !focus || (focus.x === CENTRE.x && focus.y === CENTRE.y);

/** The CSS `object-position` of a focus (undefined for the centre, CSS's own default). */
export const objectPosition = (focus: Focus | null | undefined) =>
  isCentre(focus) ? undefined : `${focus!.x}% ${focus!.y}%`;
