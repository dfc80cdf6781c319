import { PERMISSION_LABELS, STUDIO_STAFF_PERMISSIONS } from '@shutterday/domain/staff';
import { Checkbox } from 'antd';
import type { FieldControlProps } from '../form-field/form-field';

/** The studio permissions a user holds, one checkbox each (the system administrator's and the studio's user forms). */
export function PermissionChecks({ field }: { field: FieldControlProps }) {
  return (
    <div id={field.id} role="group" aria-label="Permissions" aria-describedby={field['aria-describedby']}>
      <Checkbox.Group
        value={Array.isArray(field.value) ? (field.value as string[]) : []}
        onChange={(checked) => field.onChange(checked)}
        options={STUDIO_STAFF_PERMISSIONS.map((permission) => ({ value: permission, label: PERMISSION_LABELS[permission] }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      />
    </div>
  );
}
