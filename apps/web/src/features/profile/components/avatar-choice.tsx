import { useTranslation } from "react-i18next";
import { AVATAR_IDS, type AvatarId } from "@trophy/shared/constants";
import type { User } from "@trophy/shared/schemas/user";
import { useState } from "react";
import { Avatar } from "@/components/avatar";
import { PicturePicker } from "@/components/picture-picker";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUpdateProfile } from "../api/update-profile";

const OPTIONS = AVATAR_IDS.map((id) => ({ value: id, art: <Avatar avatar={id} decorative /> }));

/**
 * A student's avatar, saved as soon as it is picked (the header shows it at once). Only the set
 * shipped with the product: no upload, nothing that could identify a child.
 */
export function AvatarChoice({ user }: { user: User }) {
  const { t } = useTranslation("pictures");
  const update = useUpdateProfile();
  // The choice shows at once; a failed save puts the saved one back.
  const [chosen, setChosen] = useState<AvatarId | null>(user.avatar ?? null);
  return (
    <PicturePicker
      labelledBy="avatar-heading"
      value={chosen ?? ""}
      options={OPTIONS.map((o) => ({ ...o, label: t(`avatar_${o.value}`) }))}
      onChange={(value) => {
        const avatar = value as AvatarId;
        setChosen(avatar);
        update.mutate(
          { avatar },
          {
            onSuccess: () => {
              toast({ title: t("avatarSaved"), description: t(`avatar_${avatar}`) });
            },
            onError: (error) => {
              setChosen(user.avatar ?? null);
              toastFailure(error, t("avatarFailed"));
            },
          },
        );
      }}
    />
  );
}
