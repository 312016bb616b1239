import { Spinner } from './spinner';

/** A read still loading (the spinner) or failed (the alert); nothing once it has its data. */
export function QueryStatus({
  query,
  loading,
  what,
}: {
  query: { isPending: boolean; isError: boolean };
  /** What the spinner says to a screen reader: "Loading your payments...". */
  loading: string;
  /** What did not load: "your payments". */
  what: string;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (!query.isError) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {`We could not load ${what}. Please reload the page to try again.`}
    </div>
  );
}
