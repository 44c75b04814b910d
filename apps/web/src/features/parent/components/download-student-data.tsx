import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDownloadStudentData } from "../api/deletion-requests";

/** Everything held about a linked student, as one file (the parent/guide's review of it). */
export function DownloadStudentData({ studentId }: { studentId: string }) {
  const { t } = useTranslation("parentDataRights");
  const download = useDownloadStudentData();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={download.isPending}
      onClick={() => {
        download.mutateAsync(studentId).then(
          () => {
            toast({ title: t("downloaded") });
          },
          (error: unknown) => {
            toastFailure(error, t("downloadFailed"));
          },
        );
      }}
    >
      <Download aria-hidden="true" />
      {download.isPending ? t("downloading") : t("downloadData")}
    </Button>
  );
}
