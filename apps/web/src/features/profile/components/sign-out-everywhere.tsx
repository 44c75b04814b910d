import { LogOut } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { serverMessageOf } from "@/lib/api-error";
import { COMMON_COPY } from "@/lib/copy";
import { toast } from "@/lib/toast";
import { useLogoutAll } from "../api/logout-all";
import { PROFILE_COPY } from "../copy";

/** Sign out everywhere, after a question: it ends this session too. */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const logoutAll = useLogoutAll();

  const confirm = () => {
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        toast({ title: PROFILE_COPY.signedOutEverywhere });
      },
      onError: (error) => {
        setAsking(false);
        toast({
          title: COMMON_COPY.requestFailed,
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
        {PROFILE_COPY.signOutEverywhere}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={PROFILE_COPY.signOutEverywhereQuestion}
        description={PROFILE_COPY.signOutEverywhereBody}
        confirmLabel={PROFILE_COPY.signOutEverywhere}
        pendingLabel={PROFILE_COPY.signingOut}
        pending={logoutAll.isPending}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
