import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { REWARD_PICTURE_IDS } from "@trophy/shared/constants";
import { useId } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { PicturePicker } from "@/components/picture-picker";
import { RewardPicture } from "@/components/reward-picture";

/** The choices: the default of a custom reward first, then every picture of the product's set. */
function options() {
  return [
    {
      value: "",
      label: i18next.t("pictures:pictureDefault"),
      art: <RewardPicture picture={null} kind="custom" size="sm" />,
    },
    ...REWARD_PICTURE_IDS.map((id) => ({
      value: id,
      label: i18next.t(`pictures:picture_${id}`),
      art: <RewardPicture picture={id} kind="custom" size="sm" />,
    })),
  ];
}

/** A custom reward's picture in a react-hook-form form: null (the default) or one of the set. */
export function RewardPictureField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const { t } = useTranslation("pictures");
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-900">
        {t("pictureLabel")}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PicturePicker
            labelledBy={labelId}
            options={options()}
            // null (the default) is the option "".
            value={typeof field.value === "string" ? field.value : ""}
            onChange={(value) => {
              field.onChange(value === "" ? null : value);
            }}
          />
        )}
      />
    </div>
  );
}
