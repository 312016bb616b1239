import { siteConfig } from '../lib/site-config';

/**
 * The page an e-mailed link opens (manage, realtor): a prompt and one button, since only the
 * press spends the link (a mail scanner that opens it leaves it working).
 */
export function LinkOpenPrompt({
  intro,
  label,
  error,
  busy,
  onOpen,
}: {
  intro: string;
  label: string;
  error?: string | null;
  busy: boolean;
  onOpen: () => void;
}) {
  return (
    <>
      <p className="lead">{siteConfig().businessName}</p>
      <p>{intro}</p>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <button type="button" className="btn btn-primary btn-lg" disabled={busy} onClick={onOpen}>
        {busy ? 'Opening...' : label}
      </button>
    </>
  );
}
