import { STUDIO_PLACEHOLDER, WATERMARK_OPACITY, WATERMARK_POSITION_LABELS, WATERMARK_POSITIONS, WATERMARK_SCALE, type WatermarkSettings } from '@shutterday/domain/staff';
import { Input, Radio, Select, Slider } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../form-field/form-field';

const POSITION_OPTIONS = WATERMARK_POSITIONS.map((value) => ({ value, label: WATERMARK_POSITION_LABELS[value] }));

/** The look of a mark: words or a picture, how solid, where, how large. */
export function WatermarkFields({ form, hasPicture }: { form: UseFormReturn<WatermarkSettings>; hasPicture: boolean }) {
  const { control } = form;
  return (
    <>
      <FormField control={control} name="kind" label="The mark is" help={hasPicture ? undefined : 'Upload a picture below to use one.'}>
        {({ value, onChange, id }) => (
          <Radio.Group id={id} value={value} onChange={(event) => onChange(event.target.value)} optionType="button">
            <Radio value="text">Words</Radio>
            <Radio value="picture" disabled={!hasPicture}>
              Picture
            </Radio>
          </Radio.Group>
        )}
      </FormField>
      <FormField control={control} name="text" label="Words" help={`${STUDIO_PLACEHOLDER} is replaced with the studio's name.`}>
        {(field) => <Input {...field} value={String(field.value)} maxLength={60} style={{ maxWidth: 360 }} />}
      </FormField>
      <FormField control={control} name="opacity" label="Opacity (%)" help="100 hides the photo where the mark is; low values let the photo show through.">
        {({ value, onChange, id, onBlur }) => (
          <Slider id={id} min={WATERMARK_OPACITY.min} max={WATERMARK_OPACITY.max} value={Number(value)} onChange={onChange} onChangeComplete={onBlur} style={{ maxWidth: 360 }} ariaLabelForHandle="Opacity (%)" />
        )}
      </FormField>
      <FormField control={control} name="position" label="Position">
        {({ value, onChange, id, onBlur }) => <Select id={id} value={value} onChange={onChange} onBlur={onBlur} options={POSITION_OPTIONS} style={{ width: 280 }} />}
      </FormField>
      <FormField control={control} name="scale" label="Size (% of the photo's width)">
        {({ value, onChange, id, onBlur }) => (
          <Slider id={id} min={WATERMARK_SCALE.min} max={WATERMARK_SCALE.max} value={Number(value)} onChange={onChange} onChangeComplete={onBlur} style={{ maxWidth: 360 }} ariaLabelForHandle="Size (% of the photo's width)" />
        )}
      </FormField>
    </>
  );
}
