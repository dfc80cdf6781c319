import type { UserPreferences, UserPreferencesUpdateRequest } from '@shutterday/domain';
import { Checkbox, InputNumber } from 'antd';
import * as v from 'valibot';
import { ResourceForm } from '../admin-kit/resource-form';
import { FormField } from '../form-field/form-field';
import { QueryState, type QueryLike } from '../query-state/query-state';

const whole = (min: number, max: number) =>
  v.pipe(v.number('This value must be a whole number'), v.integer('This value must be a whole number'), v.minValue(min, `This value must be at least ${min}`), v.maxValue(max, `This value must be at most ${max}`));

/** The bounds of the server's PATCH (spec §3 defaults: 200, 6, off). */
const PreferencesValues = v.object({ buildMaximumCropperSize: whole(50, 2000), buildImagesPerRow: whole(1, 24), useDarkMode: v.boolean() });
type PreferencesValues = v.InferOutput<typeof PreferencesValues>;

export interface PreferencesFormProps {
  /** The signed-in user's preferences as read from the server. */
  preferences: QueryLike<UserPreferences>;
  /** Saves them (sent with the spec's PascalCase names); the theme follows once the answer is cached. */
  save: (request: UserPreferencesUpdateRequest) => Promise<unknown>;
}

/**
 * The signed-in user's preferences (spec §3 UserPreferences): the cropper's size, photos per row, dark mode. One
 * form for both homes: a studio's Settings (its UserPreferences route) and the account pages of every user.
 */
export function PreferencesForm({ preferences, save }: PreferencesFormProps) {
  return (
    <QueryState query={preferences} errorTitle="We couldn't load your preferences" loadingLabel="Loading your preferences…">
      {({ buildMaximumCropperSize, buildImagesPerRow, useDarkMode }: UserPreferences) => (
        <ResourceForm<PreferencesValues>
          label="Your preferences"
          schema={PreferencesValues}
          values={{ buildMaximumCropperSize, buildImagesPerRow, useDarkMode }}
          onSubmit={(values) => save({ BuildMaximumCropperSize: values.buildMaximumCropperSize, BuildImagesPerRow: values.buildImagesPerRow, UseDarkMode: values.useDarkMode })}
          successMessage="Preferences saved"
        >
          {({ control }) => (
            <>
              <FormField control={control} name="buildMaximumCropperSize" label="Photo size while cropping" help="How large a photo is shown when you crop it, from 50 to 2000 pixels wide.">
                {({ ref: _ref, value, onChange, ...field }) => <InputNumber {...field} value={typeof value === 'number' ? value : null} onChange={onChange} min={50} max={2000} precision={0} suffix="pixels" />}
              </FormField>
              <FormField control={control} name="buildImagesPerRow" label="Images per row" help="1–24, in the image pickers.">
                {({ ref: _ref, value, onChange, ...field }) => <InputNumber {...field} value={typeof value === 'number' ? value : null} onChange={onChange} min={1} max={24} precision={0} />}
              </FormField>
              <FormField control={control} name="useDarkMode" label="Dark mode">
                {({ ref: _ref, value, onChange, ...field }) => (
                  <Checkbox {...field} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)}>
                    Use the dark theme
                  </Checkbox>
                )}
              </FormField>
            </>
          )}
        </ResourceForm>
      )}
    </QueryState>
  );
}
