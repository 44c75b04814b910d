import { REWARD_PICTURE_IDS } from "@trophy/shared/constants";
import { useId } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { PicturePicker } from "@/components/picture-picker";
import { RewardPicture } from "@/components/reward-picture";
import { PICTURE_COPY, rewardPictureName } from "@/lib/picture-copy";

/** The choices: the default of a custom reward first, then every picture of the product's set. */
function options() {
  return [
    {
      value: "",
      label: PICTURE_COPY.pictureDefault,
      art: <RewardPicture picture={null} kind="custom" size="sm" />,
    },
    ...REWARD_PICTURE_IDS.map((id) => ({
      value: id,
      label: rewardPictureName(id),
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
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-900">
        {PICTURE_COPY.pictureLabel}
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
