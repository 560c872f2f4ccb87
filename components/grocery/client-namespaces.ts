/**
 * The messages the supermarket dialog needs in the browser. The chromes hand them over: the
 * dialog can open on any page (the widget asks for a store wherever it renders, the account page
 * opens it), though its code loads only then.
 */
export const GROCERY_CLIENT_NAMESPACES = ['Store'] as const;
