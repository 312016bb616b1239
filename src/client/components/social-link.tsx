/** The business's social-media page (Advanced → social link), opened in a new tab; none unset. */
export function SocialLink({ url, className }: { url: string; className?: string }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      Facebook<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
