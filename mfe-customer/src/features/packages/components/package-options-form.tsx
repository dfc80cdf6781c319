import { cropAspectRatio, imageKind, missingChoicesSentence, preorderFieldProblems, type CartOrderService, type CustomerGreenScreen, type CustomerSubject, type OrganizationType, type PreorderField } from '@shutterday/domain';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { choiceFieldId, useHashFieldFocus } from '../../../lib/choice-field-id';
import { draftMissing } from '../model/draft-missing';
import { restoreDraft } from '../model/stored-draft';
import { packageDraftsAtom } from '../state/package-drafts-atom';
import { useSessionEntry } from '../../../lib/session-records';
import type { PackageDraft } from '../model/package-draft';
import { DraftPreview } from './draft-preview';
import { GreenScreenPicker } from './green-screen-picker';
import { ItemEditor, type EditorItem } from './item-editor';
import { PhotoChoice } from './photo-choice';
import { PreorderFields, preorderFieldId } from './preorder-fields';
import { LoadingBlock } from '@shutterday/ui/lean';

// cropperjs (web components, ~40 KB gzip) loads only when a parent opens the cropper.
const CropDialog = lazy(() => import('./crop-dialog'));

interface PackageOptionsFormProps {
  items: EditorItem[];
  subject: CustomerSubject;
  organizationType: OrganizationType | undefined;
  greenScreens: CustomerGreenScreen[];
  yearbookAllowed: boolean;
  initial: PackageDraft;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (draft: PackageDraft) => void;
  /** The job's preorder custom fields, asked when the parent preorders (none otherwise). */
  preorderFields?: readonly PreorderField[];
  /** Where this visit's work in progress is kept in the tab (a reload brings it back); none keeps nothing. */
  storageKey?: string | null;
  /** The job whose renderer draws each item's live preview; none draws none. */
  jobId?: number;
  /** The cart's personalizations: the child's name and year, drawn on the previews as they will print. */
  personalizations?: readonly CartOrderService[];
}

/** The package options page's form: every item's photos, crops and texts, the background and the yearbook pose. */
export function PackageOptionsForm(props: PackageOptionsFormProps) {
  const { items, subject, greenScreens, yearbookAllowed, initial, submitLabel, pending, error, onSubmit, preorderFields = [], storageKey = null, jobId, personalizations = [] } = props;
  const stored = useSessionEntry(packageDraftsAtom, storageKey);
  const [draft, setDraft] = useState(() => (stored.value === undefined ? initial : restoreDraft(initial, stored.value)));
  // Every change is kept at once (a reload may come any moment); the untouched first draft needs no keeping.
  const keep = stored.set;
  const opened = useRef(draft);
  useEffect(() => {
    if (draft !== opened.current) keep(draft);
  }, [draft, keep]);
  const [cropping, setCropping] = useState<{ nodeId: number; itemName: string } | null>(null);
  const choice = cropping ? draft.images[cropping.nodeId] : undefined;
  const image = choice && [...subject.images, ...subject.groupImages].find((i) => i.id === (choice.subjectImageId ?? choice.groupImageId));
  const [refused, setRefused] = useState<string | null>(null);
  // "Finish it" in the cart names the field in the URL's hash: the page opens with the cursor there.
  useHashFieldFocus();
  // A package is refused at save, not in the cart later: the message names what is missing and the
  // cursor goes to the first of those fields (spec §5 completeness, issue 8 "save loops").
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = draftMissing(items, draft);
    if (missing.length > 0) {
      setRefused(missingChoicesSentence(missing));
      document.getElementById(choiceFieldId(missing[0]!.kind, missing[0]!.nodeId))?.focus();
      return;
    }
    const answers = Object.entries(draft.answers).map(([name, value]) => ({ name, value }));
    const unanswered = preorderFields.filter((field) => preorderFieldProblems([field], answers).length > 0);
    if (unanswered.length > 0) {
      setRefused(preorderFieldProblems(unanswered, answers).join('. '));
      document.getElementById(preorderFieldId(unanswered[0]!.name))?.focus();
      return;
    }
    setRefused(null);
    onSubmit(draft);
  };
  const shownError = refused ?? error;
  return (
    <form className="sdc-options" onSubmit={submit} noValidate>
      {items.map((item) => (
        <ItemEditor
          key={item.key}
          item={item}
          subject={subject}
          draft={draft}
          onImage={(nodeId, c) => setDraft((d) => ({ ...d, images: { ...d.images, [nodeId]: c } }))}
          onText={(nodeId, value) => setDraft((d) => ({ ...d, texts: { ...d.texts, [nodeId]: value } }))}
          onCrop={(nodeId) => setCropping({ nodeId, itemName: item.name })}
          preview={jobId === undefined ? null : <DraftPreview jobId={jobId} item={item} draft={draft} subject={subject} personalizations={personalizations} />}
        />
      ))}
      <GreenScreenPicker backgrounds={greenScreens} value={draft.greenScreenId} onChange={(id) => setDraft((d) => ({ ...d, greenScreenId: id }))} />
      {yearbookAllowed && (
        <PhotoChoice
          legend="Pose for the yearbook"
          name="yearbook"
          photos={subject.images}
          value={draft.yearbookImageId}
          onChange={(id) => setDraft((d) => ({ ...d, yearbookImageId: id }))}
        />
      )}
      <PreorderFields fields={preorderFields} answers={draft.answers} onChange={(name, value) => setDraft((d) => ({ ...d, answers: { ...d.answers, [name]: value } }))} />
      {shownError && (
        <p className="sdc-notice sdc-notice--error" role="alert">
          {shownError}
        </p>
      )}
      <button type="submit" className="sdc-button sdc-button--wide" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </button>
      {cropping && choice && image && (
        <Suspense fallback={<LoadingBlock label="Opening the cropper…" />}>
          <CropDialog
            itemName={cropping.itemName}
            imageUrl={image.previewUrl}
            aspectRatio={cropAspectRatio({ kind: imageKind(image), width: image.width, height: image.height, organizationType: props.organizationType }).ratio}
            crop={choice.crop}
            rotation={choice.rotation}
            onClose={() => setCropping(null)}
            onSave={(crop, rotation) => {
              setDraft((d) => ({ ...d, images: { ...d.images, [cropping.nodeId]: { ...choice, crop, rotation } } }));
              setCropping(null);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
