/** A child's watermarked preview, or their initials when the studio has no photo yet. */
export function SubjectThumb({ url, name }: { url: string | null; name: string }) {
  if (!url) {
    return (
      <span className="sdc-thumb sdc-thumb--empty" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  }
  return <img className="sdc-thumb" src={url} alt={`Photo of ${name}`} width={96} height={120} loading="lazy" />;
}
