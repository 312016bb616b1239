/** Stand-in for a screen whose feature has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p className="text-muted">
        This part of the site is coming soon. Please call us to book in the meantime.
      </p>
    </section>
  );
}
