import { useAddCartPackage, useCartDetails, useGreenScreens, useJobPackages, useJobPreferences } from '@shutterday/api-client';
import { asksYearbookPose, downloadKind, packageDisplayName } from '@shutterday/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FindSubjectFirst } from '../../../../features/ordering/components/find-subject-first';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { useSubjectAccess } from '../../../../features/ordering/hooks/use-subject-access';
import { PackageOptionsForm } from '../../../../features/packages/components/package-options-form';
import { useVisitKey } from '../../../../features/packages/hooks/use-visit-key';
import { packageDraftsAtom } from '../../../../features/packages/state/package-drafts-atom';
import { useSessionEntry } from '../../../../lib/session-records';
import { draftDataFields, draftNodes } from '../../../../features/packages/model/draft-requests';
import { editorItems } from '../../../../features/packages/model/editor-items';
import { initialDraft, type PackageDraft } from '../../../../features/packages/model/package-draft';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { useStudio } from '../../../../lib/studio-context';
import { safeRouteId } from '../../../../lib/use-job-id';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';

/** `subject/:subjectId/package-options/:packageIDs/:imageId?`: set every item, then add to the cart. */
export default function PackageOptionsRoute() {
  const { jobId, job } = useJobContext();
  const studio = useStudio();
  const params = useParams();
  const subjectId = safeRouteId(params.subjectId, 'subjectId');
  const packageIds = (params.packageIDs ?? '').split(',').map(Number).filter(Number.isInteger);
  const imageId = safeRouteId(params.imageId ?? '', 'imageId');
  const { method, setPackageCount } = useOrderMethod(jobId);
  const orderMethod = method ?? 'Prepay';
  const { match, token, subject } = useSubjectAccess(jobId, subjectId);
  const packages = useJobPackages(jobId, orderMethod);
  const greenScreens = useGreenScreens(jobId);
  const cart = useCartDetails(jobId, orderMethod);
  const visitKey = useVisitKey();
  const preferences = useJobPreferences(studio.id, jobId);
  const add = useAddCartPackage(jobId);
  const { pathname } = useLocation();
  const draftKey = visitKey ? `${pathname}#${visitKey}` : null;
  const forgetDraft = useSessionEntry(packageDraftsAtom, draftKey).remove;
  const [error, setError] = useState<string | null>(null);
  const basename = useBasename();
  const navigate = useNavigate();
  usePageTitle('Package options');

  if (!match || !token) return <FindSubjectFirst searchHref={areaPath(basename, `${jobId}/search`)} />;
  const failed = subject.error ?? packages.error ?? greenScreens.error ?? preferences.error ?? cart.error;
  if (failed) {
    const retry = () => void Promise.all([subject.refetch(), packages.refetch(), greenScreens.refetch(), preferences.refetch(), cart.refetch()]);
    return <ErrorPanel title="We couldn't load the package options" message={errorText(failed)} error={failed} onRetry={retry} />;
  }
  if (!subject.data || !packages.data || !greenScreens.data || !preferences.data || !cart.data || !visitKey) return <LoadingBlock label="Loading the package options…" />;

  const chosen = packages.data.filter((p) => packageIds.includes(p.id));
  if (chosen.length === 0) return <ErrorPanel title="This package is not offered" message="Please choose a package from the list." />;
  const importedData = preferences.data.importedData;
  const items = chosen.flatMap((pkg) => editorItems(pkg.id, pkg.items, importedData));
  // A whole-gallery download has nothing to choose: the page says what it delivers.
  const wholeDownloads = chosen.flatMap((pkg) => pkg.items).filter((item) => downloadKind(item.productCode) === 'all-photos');
  // The preorder's questions are asked on prepay orders only (docs/server.md "Job settings").
  const preorderFields = orderMethod === 'Prepay' ? preferences.data.preorderFields : [];
  const yearbook = asksYearbookPose({ allowed: subject.data.yearbookPoseSelectionAllowed, subjectId: match.id, chosen, cartLines: cart.data.cartPackages });

  const submit = async (draft: PackageDraft) => {
    setError(null);
    try {
      let count = 0;
      for (const pkg of chosen) {
        const nodes = draftNodes(pkg.items, draft, subject.data);
        // One key per visit and package: Back to this page and "Add to cart" again answers the same line.
        const result = await add.mutateAsync({
          addKey: `${visitKey}:${match.id}:${pkg.id}`,
          packageId: pkg.id, subjectId: match.id, subjectToken: token, orderMethod, quantity: 1,
          greenScreenBackgroundId: draft.greenScreenId, dataFields: draftDataFields(draft, match.id, preorderFields), ...nodes,
        });
        count = result.cart.cartPackages.length;
      }
      setPackageCount(count);
      forgetDraft();
      void navigate(areaPath(basename, `${jobId}/cart`));
    } catch (cause) {
      setError(errorText(cause));
    }
  };

  return (
    <>
      <h1 className="sdc-title">
        {chosen.map(packageDisplayName).join(' + ')}
        <span className="sdc-sub">
          for {match.firstName} {match.lastName} · {job.name}
        </span>
      </h1>
      {wholeDownloads.map((item) => (
        <p key={item.id} className="sdc-panel">
          <strong>{item.altName ?? item.name}</strong>: all photos of {match.firstName} ({subject.data.images.length}), as downloads once you have paid.
        </p>
      ))}
      <PackageOptionsForm
        items={items}
        subject={subject.data}
        organizationType={job.organizationType}
        greenScreens={greenScreens.data}
        yearbookAllowed={yearbook}
        initial={initialDraft(items, subject.data, imageId)}
        submitLabel="Add to cart"
        pending={add.isPending}
        error={error}
        onSubmit={(draft) => void submit(draft)}
        preorderFields={preorderFields}
        storageKey={draftKey}
        personalizations={cart.data.cartOrderServicesDetails.personalizations}
        jobId={jobId}
      />
    </>
  );
}
