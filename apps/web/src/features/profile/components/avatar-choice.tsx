import { AVATAR_IDS, type AvatarId } from "@trophy/shared/constants";
import type { User } from "@trophy/shared/schemas/user";
import { useState } from "react";
import { Avatar } from "@/components/avatar";
import { PicturePicker } from "@/components/picture-picker";
import { avatarName, PICTURE_COPY } from "@/lib/picture-copy";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useUpdateProfile } from "../api/update-profile";

const OPTIONS = AVATAR_IDS.map((id) => ({
  value: id,
  label: () => avatarName(id),
  art: <Avatar avatar={id} decorative />,
}));

/**
 * A student's avatar, saved as soon as it is picked (the header shows it at once). Only the set
 * shipped with the product: no upload, nothing that could identify a child.
 */
export function AvatarChoice({ user }: { user: User }) {
  const update = useUpdateProfile();
  // The choice shows at once; a failed save puts the saved one back.
  const [chosen, setChosen] = useState<AvatarId | null>(user.avatar ?? null);
  return (
    <PicturePicker
      labelledBy="avatar-heading"
      value={chosen ?? ""}
      options={OPTIONS.map((o) => ({ ...o, label: o.label() }))}
      onChange={(value) => {
        const avatar = value as AvatarId;
        setChosen(avatar);
        update.mutate(
          { avatar },
          {
            onSuccess: () => {
              toast({ title: PICTURE_COPY.avatarSaved, description: avatarName(avatar) });
            },
            onError: (error) => {
              setChosen(user.avatar ?? null);
              toastFailure(error, PICTURE_COPY.avatarFailed);
            },
          },
        );
      }}
    />
  );
}
