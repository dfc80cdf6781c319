import { formatUsd, type CustomerGreenScreen } from '@shutterday/domain';

interface GreenScreenPickerProps {
  backgrounds: CustomerGreenScreen[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/** The background behind a green-screen portrait; "as photographed" keeps the studio's own. */
export function GreenScreenPicker({ backgrounds, value, onChange }: GreenScreenPickerProps) {
  if (backgrounds.length === 0) return null;
  return (
    <fieldset className="sdc-photos">
      <legend>Background</legend>
      <label className="sdc-photo sdc-photo--text">
        <input type="radio" name="greenScreen" checked={value === null} onChange={() => onChange(null)} />
        As photographed
      </label>
      {backgrounds.map((bg) => (
        <label key={bg.id} className="sdc-photo">
          <input type="radio" name="greenScreen" checked={value === bg.id} onChange={() => onChange(bg.id)} />
          <img src={bg.imageThumbnailUrl} alt="" width={80} height={60} loading="lazy" />
          <span>
            {bg.name}
            {bg.price > 0 && ` (+${formatUsd(bg.price)})`}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
