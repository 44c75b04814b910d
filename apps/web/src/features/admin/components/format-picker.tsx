import { useTranslation } from "react-i18next";
import { uploadFormats, type UploadFormat } from "@trophy/shared/schemas/gift-cards";
import { useId } from "react";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { ParseKeys } from "i18next";

type AdminCopyKey = ParseKeys<"admin">;

// Copy keys, read when shown, so the labels follow a language switch.
const LABELS: Record<UploadFormat, AdminCopyKey> = {
  csv: "formatCsv",
  json: "formatJson",
};

const isFormat = (value: string): value is UploadFormat =>
  (uploadFormats as readonly string[]).includes(value);

interface FormatPickerProps {
  label: string;
  value: UploadFormat;
  onChange: (format: UploadFormat) => void;
  disabled?: boolean;
}

/** CSV or JSON, as a pair of radio buttons. */
export function FormatPicker({ label, value, onChange, disabled }: FormatPickerProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        disabled={disabled}
        className="flex flex-wrap gap-6"
        onValueChange={(next) => {
          if (isFormat(next)) onChange(next);
        }}
      >
        {uploadFormats.map((format) => (
          <label
            key={format}
            htmlFor={`${id}-${format}`}
            className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800"
          >
            <RadioGroupItem id={`${id}-${format}`} value={format} />
            {t(LABELS[format])}
          </label>
        ))}
      </RadioGroup>
    </div>
  );
}
