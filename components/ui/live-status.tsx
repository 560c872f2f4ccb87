/** Text for screen readers only, read out (politely) whenever it changes: 'Loading more…'. */
export function LiveStatus({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}
