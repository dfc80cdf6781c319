import { useCartDetails, useGreenScreens, useJobPackages, useJobPreferences, useUpdateCartPackage, useUpdateImageNode, useUpdateTextNode } from '@shutterday/api-client';
import { useStudio } from '../../../../lib/studio-context';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FindSubjectFirst } from '../../../../features/ordering/components/find-subject-first';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { useSubjectAccess } from '../../../../features/ordering/hooks/use-subject-access';
import { PackageOptionsForm } from '../../../../features/packages/components/package-options-form';
import { cartEditorItems, editChanges } from '../../../../features/packages/model/edit-changes';
import { useVisitKey } from '../../../../features/packages/hooks/use-visit-key';
import { packageDraftsAtom } from '../../../../features/packages/state/package-drafts-atom';
import { useSessionEntry } from '../../../../lib/session-records';
import { replacementOf } from '../../../../features/packages/model/changed-package';
import { ReplacedPackage } from './replaced-package';
import { initialDraft, type PackageDraft } from '../../../../features/packages/model/package-draft';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { safeRouteId } from '../../../../lib/use-job-id';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';

/** `edit-cart-package/:cartPackageId`: change a cart line's photos, crops, texts and background. */
export default function EditCartPackageRoute() {
  const { jobId, job } = useJobContext();
  const cartPackageId = safeRouteId(useParams().cartPackageId, 'cartPackageId');
  const { method } = useOrderMethod(jobId);
  const orderMethod = method ?? 'Prepay';
  const cart = useCartDetails(jobId, orderMethod);
  const packages = useJobPackages(jobId, orderMethod);
  const greenScreens = useGreenScreens(jobId);
  const preferences = useJobPreferences(useStudio().id, jobId);
  const line = cart.data?.cartPackages.find((p) => p.id === cartPackageId);
  const { token, subject } = useSubjectAccess(jobId, line?.subjectId ?? null);
  const updateLine = useUpdateCartPackage(jobId);
  const updateImage = useUpdateImageNode(jobId);
  const updateText = useUpdateTextNode(jobId);
  const [error, setError] = useState<string | null>(null);
  const visitKey = useVisitKey();
  const { pathname } = useLocation();
  const draftKey = visitKey ? `${pathname}#${visitKey}` : null;
  const forgetDraft = useSessionEntry(packageDraftsAtom, draftKey).remove;
  const basename = useBasename();
  const navigate = useNavigate();
  usePageTitle('Edit package');

  const failed = cart.error ?? packages.error ?? greenScreens.error ?? preferences.error ?? subject.error;
  if (failed) return <ErrorPanel title="We couldn't load this package" message={errorText(failed)} error={failed} onRetry={() => void Promise.all([cart.refetch(), packages.refetch(), greenScreens.refetch(), preferences.refetch()])} />;
  if (!cart.data || !packages.data || !greenScreens.data || !preferences.data || !visitKey) return <LoadingBlock label="Loading the package…" />;
  if (!line) return <ErrorPanel title="This package is no longer in your cart" message="It may have been removed. Your cart shows what it holds now." />;
  if (!token) return <FindSubjectFirst searchHref={areaPath(basename, `${jobId}/search`)} />;
  if (!subject.data) return <LoadingBlock label="Loading the photos…" />;

  const replacement = replacementOf(line, packages.data, cart.data.replacedBy);
  if (replacement) {
    return (
      <ReplacedPackage
        jobId={jobId} line={line} current={replacement} subject={subject.data} subjectToken={token} orderMethod={orderMethod}
        organizationType={job.organizationType} greenScreens={greenScreens.data} visitKey={visitKey}
        preorderFields={orderMethod === 'Prepay' ? preferences.data.preorderFields : []} answers={cart.data.lineAnswers[line.id] ?? []} storageKey={`${pathname}#${visitKey}`}
        cartHref={areaPath(basename, `${jobId}/cart`)} onSaved={forgetDraft}
      />
    );
  }
  const items = cartEditorItems(line, packages.data.find((p) => p.id === line.packageId));
  const initial = initialDraft(items, subject.data, null, line.greenScreen?.id ?? null);
  const save = async (draft: PackageDraft) => {
    setError(null);
    try {
      const changes = editChanges(items, initial, draft, subject.data);
      for (const image of changes.images) await updateImage.mutateAsync(image);
      for (const text of changes.texts) await updateText.mutateAsync(text);
      if (changes.greenScreenChanged) await updateLine.mutateAsync({ id: line.id, greenScreenBackgroundId: draft.greenScreenId });
      forgetDraft();
      void navigate(areaPath(basename, `${jobId}/cart`));
    } catch (cause) {
      setError(errorText(cause));
    }
  };

  return (
    <>
      <h1 className="sdc-title">
        {cart.data.packageNames[line.packageId] ?? 'Edit package'}
        <span className="sdc-sub">for {line.subjectName}</span>
      </h1>
      <PackageOptionsForm
        items={items}
        subject={subject.data}
        organizationType={job.organizationType}
        greenScreens={greenScreens.data}
        yearbookAllowed={false}
        initial={initial}
        submitLabel="Save changes"
        pending={updateLine.isPending || updateImage.isPending || updateText.isPending}
        error={error}
        onSubmit={(draft) => void save(draft)}
        storageKey={draftKey}
        jobId={jobId}
        personalizations={cart.data.cartOrderServicesDetails.personalizations}
      />
    </>
  );
}
