import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDownloadStudentData } from "../api/deletion-requests";
import { PARENT_DATA_RIGHTS_COPY as COPY } from "../data-rights-copy";

/** Everything held about a linked student, as one file (the parent/guide's review of it). */
export function DownloadStudentData({ studentId }: { studentId: string }) {
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
            toast({ title: COPY.downloaded });
          },
          (error: unknown) => {
            toastFailure(error, COPY.downloadFailed);
          },
        );
      }}
    >
      <Download aria-hidden="true" />
      {download.isPending ? COPY.downloading : COPY.downloadData}
    </Button>
  );
}
