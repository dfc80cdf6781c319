import { useAtomValue } from 'jotai';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { foundSubjectsAtom } from '../../../../features/ordering/state/found-subjects-atom';
import { SubjectGallery } from '../../../../features/subjects/components/subject-gallery';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { usePageTitle } from '@shutterday/ui/lean';
import { PAGE_TEXT } from '../../../page-text';

/** `/:studioSlug/:jobId/select-subject`: the children found in this visit, as watermarked thumbnails. */
export default function SelectSubjectRoute() {
  const { jobId, job } = useJobContext();
  const found = useAtomValue(foundSubjectsAtom)[jobId] ?? [];
  const basename = useBasename();
  usePageTitle(PAGE_TEXT.selectSubjectTitle);
  return (
    <>
      <h1 className="sdc-title">
        {PAGE_TEXT.selectSubjectTitle}
        <span className="sdc-sub">{job.name}</span>
      </h1>
      <SubjectGallery
        subjects={found}
        hrefFor={(subject) => areaPath(basename, `${jobId}/subject/${subject.id}/select-package`)}
        searchHref={areaPath(basename, `${jobId}/search`)}
      />
    </>
  );
}
