import { useAddCartPackage, useRemoveCartPackage } from '@shutterday/api-client';
import { packageChange } from '@shutterday/domain/package-change';
import { packageDisplayName, type CartPackage, type CustomerGreenScreen, type CustomerPackage, type CustomerSubject, type OrderAnswer, type OrderMethod, type OrganizationType, type PreorderField } from '@shutterday/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PackageOptionsForm } from '../../../../features/packages/components/package-options-form';
import { carriedDraft, keptAnswers } from '../../../../features/packages/model/changed-package';
import { draftDataFields, draftNodes } from '../../../../features/packages/model/draft-requests';
import { editorItems } from '../../../../features/packages/model/editor-items';
import { initialDraft, type PackageDraft } from '../../../../features/packages/model/package-draft';
import { errorText } from '../../../../lib/retry-policy';

interface ReplacedPackageProps {
  jobId: number;
  line: CartPackage;
  current: CustomerPackage;
  subject: CustomerSubject;
  subjectToken: string;
  orderMethod: OrderMethod;
  organizationType: OrganizationType | undefined;
  greenScreens: CustomerGreenScreen[];
  /** The job's preorder questions (asked on prepay orders), and what the parent answered on this line. */
  preorderFields: readonly PreorderField[];
  answers: readonly OrderAnswer[];
  visitKey: string;
  storageKey: string;
  cartHref: string;
  onSaved: () => void;
}

/**
 * A cart line whose package the studio changed since the parent chose it (issue 19): the page opens on
 * the package as it is now, with the parent's choices kept where they still fit, and says what changed.
 * Saving puts the current package in the cart in place of the old line.
 */
export function ReplacedPackage(props: ReplacedPackageProps) {
  const { jobId, line, current, subject, subjectToken, orderMethod, organizationType, greenScreens, preorderFields, answers, visitKey, storageKey, cartHref, onSaved } = props;
  const add = useAddCartPackage(jobId);
  const remove = useRemoveCartPackage(jobId);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const change = packageChange(line, current);
  const items = editorItems(current.id, current.items, false);
  // The photos, crops and texts that still fit, and the answers to the job's questions, kept.
  const initial = { ...carriedDraft(initialDraft(items, subject, null, line.greenScreen?.id ?? null), change), ...keptAnswers(answers, preorderFields, subject) };

  const save = async (draft: PackageDraft) => {
    setError(null);
    try {
      // The new line first: the old one may be the standard package the cart's add-ons lean on.
      await add.mutateAsync({
        addKey: `${visitKey}:${line.subjectId}:${current.id}:in-place-of-${line.id}`,
        packageId: current.id, subjectId: line.subjectId, subjectToken, orderMethod, quantity: line.quantity,
        greenScreenBackgroundId: draft.greenScreenId, dataFields: draftDataFields(draft, line.subjectId, preorderFields), ...draftNodes(current.items, draft, subject),
      });
      await remove.mutateAsync(line.id);
      onSaved();
      void navigate(cartHref);
    } catch (cause) {
      setError(errorText(cause));
    }
  };

  return (
    <>
      <h1 className="sdc-title">
        {packageDisplayName(current)}
        <span className="sdc-sub">for {line.subjectName}</span>
      </h1>
      <div className="sdc-notice" role="status">
        <p>The studio changed this package since you chose it. Your choices are kept where they still fit; check them and save.</p>
        <ul>
          {change.sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </div>
      <PackageOptionsForm
        items={items}
        subject={subject}
        organizationType={organizationType}
        greenScreens={greenScreens}
        yearbookAllowed={false}
        initial={initial}
        submitLabel="Save the current package"
        pending={add.isPending || remove.isPending}
        error={error}
        onSubmit={(draft) => void save(draft)}
        preorderFields={preorderFields}
        storageKey={storageKey}
        jobId={jobId}
      />
    </>
  );
}
