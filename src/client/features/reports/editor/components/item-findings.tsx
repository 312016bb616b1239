import { memo } from 'react';
import type { Finding } from '../../../../../shared/reports/report-draft';
import { sameList } from '../model/draft-slices';
import type { PhotoListProps } from '../photos/photo-list';
import { FindingEditor } from './finding-editor';

type Props = Omit<PhotoListProps, 'findingId' | 'label'> & {
  findings: Finding[];
  /** The finding just added, which takes the focus. */
  fresh: string | null;
  itemTitle: string;
};

// The item's slice hands new lists of the same findings and photos when only its status changed.
const same = (a: Props, b: Props) =>
  (Object.keys(a) as (keyof Props)[]).every((k) =>
    k === 'findings'
      ? sameList(a.findings, b.findings)
      : k === 'photos'
        ? sameList(a.photos, b.photos)
        : a[k] === b[k],
  );

/**
 * An item's findings, in a box of their own: a finding added restyles and lays out the box, not
 * the whole card, and a tap on the item's status does not draw them again (decision 092).
 */
export const ItemFindings = memo(function ItemFindings(props: Props) {
  const { findings, fresh, ...place } = props;
  if (findings.length === 0) return null;
  return (
    <div className="report-findings">
      {findings.map((f, i) => (
        <FindingEditor key={f.id} {...place} finding={f} number={i + 1} focus={f.id === fresh} />
      ))}
    </div>
  );
}, same);
