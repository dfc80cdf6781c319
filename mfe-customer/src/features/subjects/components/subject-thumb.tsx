import { ResponsivePhoto } from '../../../lib/responsive-photo';

/**
 * A child's watermarked preview, or their initials when the studio has no photo yet. Decorative: the
 * child's name always stands beside it, so a screen reader hears the name once.
 */
export function SubjectThumb({ url, name }: { url: string | null; name: string }) {
  if (!url) {
    return (
      <span className="sdc-thumb sdc-thumb--empty" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  }
  return <ResponsivePhoto className="sdc-thumb" src={url} alt="" width={96} height={120} />;
}
