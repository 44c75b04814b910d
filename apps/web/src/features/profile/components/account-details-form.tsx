import { useTranslation } from "react-i18next";
import { profileFormSchema, type ProfileFormInput } from "@trophy/shared/schemas/user";
import { zodResolver } from "@/lib/form-resolver";
import type { User } from "@trophy/shared/schemas/user";
import { Pencil, Save, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { useUpdateProfile } from "../api/update-profile";

/** Name (editable after Edit Profile) and e-mail (never editable). */
export function AccountDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation(["profile", "common"]);
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof profileFormSchema>, unknown, ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name ?? "" },
  });
  const { errors } = form.formState;

  const stopEditing = () => {
    form.reset({ name: user.name ?? "" });
    setEditing(false);
  };

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name ?? "" });
        setEditing(false);
        toast({ title: t("profileUpdated") });
      },
      onError: () =>
        toast({
          title: t("updateFailedTitle"),
          description: t("updateFailed"),
          variant: "destructive",
        }),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <TextField
        id="profile-name"
        label={t("common:fullNameLabel")}
        autoComplete="name"
        readOnly={!editing}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        id="profile-email"
        label={t("common:emailLabel")}
        type="email"
        value={user.email}
        readOnly
        disabled
      />
      <div className="flex flex-wrap gap-2">
        {editing ? (
          <>
            <Button key="save" type="submit" disabled={update.isPending}>
              <Save aria-hidden="true" />
              {update.isPending ? t("saving") : t("saveChanges")}
            </Button>
            <Button
              key="cancel"
              type="button"
              variant="outline"
              disabled={update.isPending}
              onClick={stopEditing}
            >
              <X aria-hidden="true" />
              {t("common:cancel")}
            </Button>
          </>
        ) : (
          // Keyed apart from Save Changes: reusing this element as the submit button would make
          // the very click that starts editing submit the form.
          <Button
            key="edit"
            type="button"
            onClick={() => {
              setEditing(true);
              form.setFocus("name");
            }}
          >
            <Pencil aria-hidden="true" />
            {t("editProfile")}
          </Button>
        )}
      </div>
    </form>
  );
}
