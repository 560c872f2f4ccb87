/** Links to the parts of this page (a table of contents): one list item per part, by its id. */
export function AnchorList({
  items,
  ordered = false,
}: {
  items: readonly { id: string; heading: string }[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.heading}</a>
        </li>
      ))}
    </List>
  );
}
