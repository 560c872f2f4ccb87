/** An empty list says so in its place, as a status: read out without taking the focus. */
export function EmptyStatus({ text, className }: { text: string; className: string | undefined }) {
  return (
    <p className={className} role="status">
      {text}
    </p>
  );
}
