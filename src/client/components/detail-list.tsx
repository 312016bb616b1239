/** The itemised reasons under an error's message (the card form's or the server's), if any. */
export function DetailList({ details }: { details: readonly string[] | undefined }) {
  return (
    details && (
      <ul className="mb-0 mt-2">
        {details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    )
  );
}
