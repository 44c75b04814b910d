import { useTranslation } from "react-i18next";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { serverMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useLogoutAll } from "../api/logout-all";

/** Sign out everywhere, after a question: it ends this session too. */
export function SignOutEverywhere() {
  const { t } = useTranslation(["profile", "common"]);
  const [asking, setAsking] = useState(false);
  const logoutAll = useLogoutAll();

  const confirm = () => {
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t("signedOutEverywhere") });
      },
      onError: (error) => {
        setAsking(false);
        toast({
          title: t("common:requestFailed"),
          description: serverMessageOf(error),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <>
      <Button
        type="button"
        variant="dangerOutline"
        className="justify-self-start"
        onClick={() => {
          setAsking(true);
        }}
      >
        <LogOut aria-hidden="true" />
        {t("signOutEverywhere")}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("signOutEverywhereQuestion")}
        description={t("signOutEverywhereBody")}
        confirmLabel={t("signOutEverywhere")}
        pendingLabel={t("signingOut")}
        pending={logoutAll.isPending}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
