import { definedFieldsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import { EMPTY_PREORDER_FIELD_ROW, fromPreorderFieldRow, toPreorderFieldRow, type DefinedFieldRecord } from '@shutterday/domain/staff';
import { DeleteButton, QueryState, RecordPage } from '@shutterday/ui';
import { useNavigate, useParams } from 'react-router';
import { DefinedFieldForm } from '../../../../features/defined-fields/components/defined-field-form';

/** `defined-fields/new` and `defined-fields/{definedFieldId}`. */
export default function DefinedFieldEditRoute() {
  const navigate = useNavigate();
  const { definedFieldId } = useParams();
  const create = definedFieldsResource.useCreate(undefined);
  if (definedFieldId === 'new') {
    return (
      <RecordPage heading="New defined field" back="Defined fields">
        <DefinedFieldForm values={EMPTY_PREORDER_FIELD_ROW} onSubmit={(values) => create.mutateAsync(fromPreorderFieldRow(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </RecordPage>
    );
  }
  return <ExistingDefinedField id={parseRouteId(definedFieldId, 'definedFieldId')} />;
}

function ExistingDefinedField({ id }: { id: number }) {
  const navigate = useNavigate();
  const field = definedFieldsResource.useDetail(undefined, id);
  const update = definedFieldsResource.useUpdate(undefined);
  const remove = definedFieldsResource.useRemove(undefined);
  return (
    <QueryState query={field} errorTitle="We couldn't load the defined field">
      {(record: DefinedFieldRecord) => (
        <RecordPage
          heading={record.label}
          documentTitle={`Defined field ${record.label}`}
          back="Defined fields"
          actions={
            <DeleteButton
              label={`Delete ${record.label}`}
              title={`Delete ${record.label}?`}
              content="Jobs that already ask it keep their copy; staff can no longer add it."
              remove={() => remove.mutateAsync(id)}
              successMessage="Defined field deleted"
              onDeleted={() => navigate('..', { relative: 'path' })}
            />
          }
        >
          <DefinedFieldForm
            values={toPreorderFieldRow(record)}
            onSubmit={(values) => update.mutateAsync({ id, input: { ...fromPreorderFieldRow(values), version: record.version } })}
            onReload={() => field.refetch()}
          />
        </RecordPage>
      )}
    </QueryState>
  );
}
