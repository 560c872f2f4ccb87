/** A copy of `set` with `item` taken out when it is in, put in when it is not (a checkbox's tick). */
export function toggled<T>(set: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
